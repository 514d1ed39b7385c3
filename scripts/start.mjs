// `pnpm start`: builds what is missing, migrates and seeds an empty database, then runs the one server that
// serves the site, the API, the content and the documents on PORT (default 8080).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuilt, ensureFrontEndsBuilt, ROOT, withBuildLock } from './lib/builds.mjs';
import { startIdentityProvider } from './lib/identity-provider.mjs';
import { startMailingLists } from './lib/mailing-lists.mjs';

withBuildLock(() => {
  ensureFrontEndsBuilt();
  ensureApiBuilt();
});

const seeded = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/seed.js'), '--if-empty'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// The citizen login needs an identity provider: the stand-in, unless OIDC_ISSUER names a real one.
const identityProvider = startIdentityProvider();
// Subscriptions go to the mailing-list system: the stand-in, unless MAILING_BASE_URL names the court's lists.
const mailingLists = startMailingLists();
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...identityProvider.env, ...mailingLists.env },
});
server.on('exit', () => identityProvider.child?.kill());
server.on('exit', () => mailingLists.child?.kill());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
