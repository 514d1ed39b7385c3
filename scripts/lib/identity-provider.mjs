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
  const child = spawn(process.execPath, [path.join(ROOT, 'stand-ins/identity-provider/src/server.mjs')], {
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
  const citizen = env.OIDC_ISSUER
    ? {}
    : {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: clientId,
        OIDC_CLIENT_SECRET: clientSecret,
        OIDC_REDIRECT_URIS: redirectUris,
      };
  const staff = env.STAFF_ISSUER ? {} : { STAFF_ISSUER: staffIssuer };
  return { child, env: { ...citizen, ...staff } };
}
