// Debian's Chromium driven by the Playwright of the browser tests (Playwright cannot download browsers here).
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

const { chromium } = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
