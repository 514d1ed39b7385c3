// The conditions of every page-speed figure: a slow 4G connection and a phone's slower CPU, emulated through
// the DevTools protocol in a new browser context, so each visit starts with an empty cache.

export const SLOW_4G = { latency: 150, downloadKbps: 1600, uploadKbps: 750 };
export const CPU_SLOWDOWN = 4;

/** A new page under the emulation, with its context (to close) and its DevTools session (to listen on). */
export async function emulatedPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
