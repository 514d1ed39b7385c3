// The site under measurement and the browser that visits it, both ended whatever happens: a browser that
// cannot start (Chromium missing) must not leave the site's server running and the script hanging.
import { launchChromium } from './browser.mjs';
import { startSite } from './server.mjs';

/** Runs `work(site, browser)` with the browser and the site started, then stops both. */
export async function withSiteAndBrowser(work) {
  const browser = await launchChromium();
  try {
    const site = await startSite();
    try {
      return await work(site, browser);
    } finally {
      await site.stop();
    }
  } finally {
    await browser.close();
  }
}
