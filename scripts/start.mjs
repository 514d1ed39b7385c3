// `pnpm start`: builds what is missing, migrates and seeds an empty database, then runs the two servers as one
// command: the API (its JSON, the content query, the documents) on an internal port, API_PORT (PORT + 2), and
// the site server on PORT (default 8080) in front of it, which serves the pages and forwards the API's requests.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureApiBuilt, ensureFrontEndsBuilt, ensureSiteServerBuilt, ROOT, withBuildLock } from './lib/builds.mjs';
import { startIdentityProvider } from './lib/identity-provider.mjs';
import { startMailingLists } from './lib/mailing-lists.mjs';
import { startSmtp } from './lib/smtp.mjs';

withBuildLock(() => {
  ensureFrontEndsBuilt();
  ensureApiBuilt();
  ensureSiteServerBuilt();
});

const seeded = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/seed.js'), '--if-empty'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const sitePort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? sitePort + 2);
// The secret that lets the first screens' API calls past the visitor's rate limit: new for each run.
const firstScreenToken = process.env.FIRST_SCREEN_TOKEN ?? randomBytes(32).toString('base64url');

/** The API trusts one proxy more than the site server does: the site server itself, on loopback. */
function apiTrustProxy(value = 'false') {
  if (value === 'false') return '1';
  if (/^\d+$/.test(value)) return String(Number(value) + 1);
  return value === 'true' ? value : `${value},127.0.0.1`;
}

// The citizen login needs an identity provider: the stand-in, unless OIDC_ISSUER names a real one.
const identityProvider = startIdentityProvider();
// Subscriptions go to the mailing-list system: the stand-in, unless MAILING_BASE_URL names the court's lists.
const mailingLists = startMailingLists();
// Search alerts are e-mailed over SMTP: through the stand-in, unless SMTP_URL names a real server.
const smtp = startSmtp();
const shared = { ...process.env, ...identityProvider.env, FIRST_SCREEN_TOKEN: firstScreenToken };
// The login's callbacks are pages of the site, on its port, not the API's.
const callbacks = `http://localhost:${sitePort}/{lang}/auth/callback,http://127.0.0.1:${sitePort}/{lang}/auth/callback`;

const servers = [
  spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...shared,
      ...mailingLists.env,
      ...smtp.env,
      // The alerts' links lead to the site's pages, on its port.
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${sitePort}`,
      PORT: String(apiPort),
      HOST: process.env.API_HOST ?? '127.0.0.1',
      TRUST_PROXY: apiTrustProxy(process.env.TRUST_PROXY),
      OIDC_REDIRECT_URIS: shared.OIDC_REDIRECT_URIS ?? callbacks,
    },
  }),
  spawn(process.execPath, [path.join(ROOT, 'site-server/dist/server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...shared,
      PORT: String(sitePort),
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      CONTENT_POLL_MS: process.env.CONTENT_POLL_MS ?? process.env.PUBLISHING_POLL_MS,
    },
  }),
];
// One command: when either server stops, the other and the stand-ins stop with it.
for (const server of servers) {
  server.on('exit', (code, signal) => {
    for (const other of servers) if (other !== server && other.exitCode === null) other.kill();
    identityProvider.child?.kill();
    mailingLists.child?.kill();
    smtp.child?.kill();
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => servers.forEach((server) => server.kill(signal)));
