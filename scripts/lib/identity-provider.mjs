// The stand-in identity providers for `pnpm start`: started beside the server unless real providers are
// configured (OIDC_ISSUER, STAFF_ISSUER), with a fresh client secret shared with the server through the environment.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT } from './builds.mjs';

/**
 * Starts the stand-in on IDP_PORT (default PORT + 10, so two sites on different ports never share one) and
 * returns the settings the server needs to use it, and the child process. The stand-in holds both logins: the
 * federal citizen login (unless OIDC_ISSUER names the real one) and the court's staff login for publishing
 * (unless STAFF_ISSUER names the real one). With both configured it is not started.
 */
export function startIdentityProvider(env = process.env) {
  if (env.OIDC_ISSUER && env.STAFF_ISSUER) return { env: {}, child: undefined };
  const sitePort = Number(env.PORT ?? 8080);
  const port = Number(env.IDP_PORT ?? sitePort + 10);
  const issuer = `http://127.0.0.1:${port}/fas/oauth2`;
  const staffIssuer = `http://127.0.0.1:${port}/staff`;
  const clientId = env.IDP_CLIENT_ID ?? 'court-website';
  const clientSecret = env.IDP_CLIENT_SECRET ?? randomBytes(24).toString('hex');
  const redirectUris =
    env.IDP_REDIRECT_URIS ??
    `http://localhost:${sitePort}/{lang}/auth/callback,http://127.0.0.1:${sitePort}/{lang}/auth/callback`;
  const start = () =>
    spawn(process.execPath, [path.join(ROOT, 'stand-ins/identity-provider/src/server.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...env,
        IDP_PORT: String(port),
        IDP_ISSUER: issuer,
        IDP_STAFF_ISSUER: staffIssuer,
        IDP_CLIENT_ID: clientId,
        IDP_CLIENT_SECRET: clientSecret,
        IDP_REDIRECT_URIS: redirectUris,
      },
    });
  const standIn = { child: start() };
  restartIfSilent(standIn, `${issuer}/.well-known/openid-configuration`, start);
  const citizen = env.OIDC_ISSUER
    ? {}
    : {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: clientSecret,
        OIDC_REDIRECT_URIS: redirectUris,
      };
  const staff = env.STAFF_ISSUER ? {} : { STAFF_ISSUER: staffIssuer };
  return {
    get child() {
      return standIn.child;
    },
    env: { ...citizen, ...staff },
  };
}

/** How long the stand-in has to answer before it is started again, and how many times it is. */
const READY_MS = 30_000;
const STARTS = 3;

/**
 * Starts the stand-in again while it does not answer its discovery document: under heavy load its process was
 * once seen blocked before it listened (its main thread waiting on a lock, after 0.7 s of work), which refused
 * every login that followed. A stand-in that exited (stopped, or failed with its own message) is left alone.
 */
async function restartIfSilent(standIn, url, start) {
  for (let started = 1; started <= STARTS; started++) {
    const deadline = Date.now() + READY_MS;
    while (Date.now() < deadline) {
      if (standIn.child.exitCode !== null || standIn.child.signalCode !== null) return;
      const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (started === STARTS) break;
    process.stderr.write(`The identity provider stand-in did not answer within ${READY_MS / 1000} s: started again\n`);
    standIn.child.kill('SIGKILL');
    standIn.child = start();
  }
}
