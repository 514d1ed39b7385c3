import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CLOCK_OFFSET_ENV } from './support/clock';
import { movedClockEnv } from './support/faketime';

/**
 * Browser tests of the composed site, against the production build served by the real servers as `pnpm start`
 * runs them (the site server on the port, in front of the API on an internal one). A second site on the same
 * data serves a runtime config in which some sections are down, to prove the rest of the site keeps working.
 */
const repoRoot = path.resolve(__dirname, '..');

/**
 * `E2E_CLOCK=2028-02-29T10:00:00+01:00` runs the tests tagged `@dated` on that day: the servers' clock and the
 * browser's are moved there (support/clock.ts), on a database seeded that day. scripts/on-other-days.mjs does it
 * for the days the suite is checked on.
 */
const movedTo = process.env.E2E_CLOCK;
if (movedTo && process.env[CLOCK_OFFSET_ENV] === undefined) {
  const at = Date.parse(movedTo);
  if (Number.isNaN(at)) throw new Error(`E2E_CLOCK is not an ISO date-time: ${movedTo}`);
  process.env[CLOCK_OFFSET_ENV] = String(at - Date.now());
}
const clockEnv = movedTo ? movedClockEnv(Number(process.env[CLOCK_OFFSET_ENV])) : {};

export const PORT = Number(process.env.E2E_PORT ?? (movedTo ? 8191 : 8181));
export const DEGRADED_PORT = PORT + 1;
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(repoRoot, 'data', movedTo ? `e2e-${movedTo.slice(0, 10)}` : 'e2e');
/** Where the sections released during the run are kept (releases.spec.ts). */
export const RELEASES_DIR = path.join(dataDir, 'releases');
/** Where the servers write the CSP violations browsers report; the run fails on any (support/csp-reports.ts). */
const cspReportsFile = path.join(dataDir, 'csp-reports.jsonl');

/** The environment of the servers under test, which the administration commands run with too (support/mail.ts). */
export const serverEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'court.sqlite')}`,
  SEED_JUDGMENTS: process.env.E2E_SEED_JUDGMENTS ?? '300',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // The servers share two cores with the browsers: a page drawn in 300 ms when idle can take seconds here, and
  // the tests of pages without scripts need the page drawn (the frame alone is resilience-api.spec.ts's case).
  FIRST_SCREEN_BUDGET_MS: '15000',
  CSP_REPORTS_FILE: cspReportsFile,
  RELEASES_DIR,
  ...clockEnv,
};

/**
 * The citizen and staff logins: the first server starts the stand-in identity provider on IDP_PORT (PORT + 2);
 * the second uses the same provider rather than starting another on that port.
 */
export const IDP_PORT = PORT + 2;
const loginSecret = 'court-website-browser-tests';
const callbacks = [PORT, DEGRADED_PORT].map((port) => `http://127.0.0.1:${port}/{lang}/auth/callback`).join(',');
const standInEnv = { IDP_PORT: String(IDP_PORT), IDP_CLIENT_SECRET: loginSecret, IDP_REDIRECT_URIS: callbacks };
const providerEnv = {
  OIDC_ISSUER: `http://127.0.0.1:${IDP_PORT}/fas/oauth2`,
  OIDC_CLIENT_ID: 'court-website',
  OIDC_CLIENT_SECRET: loginSecret,
  OIDC_REDIRECT_URIS: callbacks,
  STAFF_ISSUER: `http://127.0.0.1:${IDP_PORT}/staff`,
};

/**
 * The mailing-list system: the first server starts the stand-in on MAILING_PORT (PORT + 3); the second talks
 * to the same one. Requests the system did not take are tried again after 300 ms, not 5 s.
 */
export const MAILING_PORT = PORT + 3;
const mailingEnv = { MAILING_RETRY_MS: '300', MAILING_CLIENT_LIMIT: '100' };
const mailingStandInEnv = { ...mailingEnv, MAILING_STAND_IN_PORT: String(MAILING_PORT) };
const mailingClientEnv = { ...mailingEnv, MAILING_BASE_URL: `http://127.0.0.1:${MAILING_PORT}/mailman` };

/**
 * The mail server of the search alerts: the first server starts the stand-in, its received messages on
 * SMTP_HTTP_PORT (PORT + 6) and SMTP on PORT + 7; the second sends through the same one.
 */
export const SMTP_HTTP_PORT = PORT + 6;
const smtpStandInEnv = { SMTP_STAND_IN_PORT: String(SMTP_HTTP_PORT), SMTP_STAND_IN_SMTP_PORT: String(PORT + 7) };
export const smtpClientEnv = { SMTP_URL: `smtp://127.0.0.1:${PORT + 7}` };

/** The internal port of each site's API (`pnpm start` would take PORT + 2, the identity provider's here). */
const apiPortOf = (port: number) => String(port + 4);

/** The site as deployed; it starts the stand-ins of the identity provider, the mailing lists and the mail server. */
const site = {
  command: 'node scripts/start.mjs',
  cwd: repoRoot,
  url: `http://127.0.0.1:${PORT}/api/v1/health`,
  env: {
    ...serverEnv,
    ...standInEnv,
    ...mailingStandInEnv,
    ...smtpStandInEnv,
    PORT: String(PORT),
    API_PORT: apiPortOf(PORT),
  },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'pipe' as const,
};

/** The same site and data with some sections down. */
const degradedSite = {
  command: 'node scripts/start.mjs',
  cwd: repoRoot,
  url: `http://127.0.0.1:${DEGRADED_PORT}/api/v1/health`,
  env: {
    ...serverEnv,
    ...providerEnv,
    ...mailingClientEnv,
    ...smtpClientEnv,
    PORT: String(DEGRADED_PORT),
    API_PORT: apiPortOf(DEGRADED_PORT),
    REMOTES_CONFIG: path.join(__dirname, 'support', 'remotes.degraded.json'),
  },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
};

export default defineConfig({
  testDir: './tests',
  grep: movedTo ? /@dated/ : undefined,
  globalSetup: ['./support/releases.ts', './support/csp-reports.ts'],
  metadata: { cspReportsFile },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(mobile|publishing|press-console|releases)\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // Publishing changes what the site shows: it runs once every other test has read it.
    {
      name: 'publishing',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(publishing|press-console)\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
    // A release changes what every visitor of the section gets: last of all.
    {
      name: 'releases',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /releases\.spec\.ts/,
      dependencies: ['publishing'],
    },
  ],
  // With the clock moved, the second server (some sections down) is not started: no dated test needs it.
  webServer: movedTo ? [site] : [site, degradedSite],
});
