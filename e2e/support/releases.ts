import fs from 'node:fs';
import { RELEASES_DIR } from '../playwright.config';

/** Every run starts with the sections as built: no release left over from an earlier run. */
export default function releasesSetup(): void {
  fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
}
