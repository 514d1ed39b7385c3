import { test as base, type BrowserContext } from '@playwright/test';

/**
 * The instant the site is tested at. Normally now; `E2E_CLOCK` (an ISO date-time) moves it, for the servers
 * (their whole processes, through libfaketime: the seed's "today", what is upcoming, what is published) and for
 * the browser (Playwright's clock), by the same offset, so that the site and the visitor agree on the day.
 * The offset is fixed once, when the configuration is first read, and handed to the workers in the environment.
 */
export const CLOCK_OFFSET_ENV = 'E2E_CLOCK_OFFSET_MS';

export function clockOffsetMs(): number {
  return Number(process.env[CLOCK_OFFSET_ENV] ?? 0);
}

/** What the site takes for now. */
export function siteNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/** Tests whose outcome depends on the day carry this tag; they also run with the clock moved (scripts/on-other-days.mjs). */
export const DATED = { tag: '@dated' };

/** Sets a browser context's clock to the site's, when it is moved (for contexts a test makes itself). */
export async function setSiteClock(context: BrowserContext): Promise<void> {
  if (clockOffsetMs() !== 0) await context.clock.install({ time: siteNow() });
}

/** `test` with the browser's clock set to the site's. */
export const test = base.extend<{ siteClock: void }>({
  siteClock: [
    async ({ context }, use) => {
      await setSiteClock(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
