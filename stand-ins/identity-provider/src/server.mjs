// The stand-in identity provider as a process: `node src/server.mjs` (IDP_PORT, default 8090).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { CITIZENS } from './citizens.mjs';
import { createProvider, expandLanguages, LEVEL_300 } from './provider.mjs';
import { errorPage, loginPage } from './pages.mjs';

const MOUNT = '/fas/oauth2';

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function send(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** Token information as the federal service's tokeninfo answers it: what an access token stands for. */
async function tokenInfo(provider, req, res) {
  const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
  const token = await provider.AccessToken.find(form.get('access_token') ?? '');
  res.writeHead(token ? 200 : 400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(
    JSON.stringify(
      token
        ? { sub: token.accountId, scope: token.scope, client_id: token.clientId, exp: token.exp }
        : { error: 'invalid_token' },
    ),
  );
}

/** The login page (GET) and its answer (POST) for one authorization request. */
async function interaction(provider, uid, req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, errorPage('invalid_request', 'Unknown login request.'));
  if (req.method === 'GET') {
    return send(res, 200, loginPage({ uid, citizens: CITIZENS, clientId: details.params.client_id }));
  }
  const form = await readForm(req);
  const citizen = CITIZENS.find((c) => c.sub === form.get('citizen'));
  const result =
    form.get('action') === 'login' && citizen
      ? { login: { accountId: citizen.sub, acr: LEVEL_300, amr: ['eid'] } }
      : { error: 'access_denied', error_description: 'The citizen cancelled the login.' };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

export function createServer(options) {
  const provider = createProvider(options);
  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const login = /^\/fas\/login\/([\w-]+)$/.exec(url.pathname);
    const run = async () => {
      if (login) return interaction(provider, login[1], req, res);
      if (url.pathname === `${MOUNT}/tokeninfo`) return tokenInfo(provider, req, res);
      if (url.pathname === MOUNT || url.pathname.startsWith(`${MOUNT}/`)) {
        // Mounted below the issuer's path, as oidc-provider expects behind a router.
        req.originalUrl = req.url;
        req.url = req.url.slice(MOUNT.length) || '/';
        return callback(req, res);
      }
      send(res, 404, errorPage('not_found'));
    };
    run().catch((error) => {
      if (!res.headersSent) send(res, 400, errorPage('invalid_request', error.message));
    });
  });
  return { server, provider };
}

function settingsFromEnv(env) {
  const port = Number(env.IDP_PORT ?? 8090);
  const sitePort = Number(env.PORT ?? 8080);
  const redirectTemplates = (
    env.IDP_REDIRECT_URIS ??
    `http://localhost:${sitePort}/{lang}/auth/callback,http://127.0.0.1:${sitePort}/{lang}/auth/callback`
  ).split(',');
  return {
    port,
    host: env.IDP_HOST ?? '127.0.0.1',
    issuer: env.IDP_ISSUER ?? `http://localhost:${port}${MOUNT}`,
    clientId: env.IDP_CLIENT_ID ?? 'court-website',
    clientSecret: env.IDP_CLIENT_SECRET ?? 'court-website-local-secret',
    redirectUris: expandLanguages(redirectTemplates),
    accessTokenTtl: Number(env.IDP_ACCESS_TOKEN_TTL ?? 3600),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = settingsFromEnv(process.env);
  const { server } = createServer(settings);
  server.listen(settings.port, settings.host, () => {
    process.stdout.write(`Identity provider stand-in: ${settings.issuer}\n`);
  });
  // Exit at once: browsers keep connections open, which would hold a graceful close (and the port) forever.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
