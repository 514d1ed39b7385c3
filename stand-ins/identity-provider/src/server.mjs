// The stand-in identity provider as a process: `node src/server.mjs` (IDP_PORT, default 8090).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { CITIZENS } from './citizens.mjs';
import { createProvider, expandLanguages, LEVEL_300 } from './provider.mjs';
import { errorPage, loginPage, staffLoginPage } from './pages.mjs';
import { findStaffMember } from './staff.mjs';
import { createStaffProvider, DEFAULT_AUDIENCE, STAFF_LOGIN_PATH } from './staff-provider.mjs';

const MOUNT = '/fas/oauth2';
const STAFF_MOUNT = '/staff';

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

/** The staff login page (GET) and its answer (POST): a known user name with its password, or the form again. */
async function staffInteraction(provider, uid, req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, errorPage('invalid_request', 'Unknown login request.'));
  const page = { action: `${STAFF_LOGIN_PATH}/${uid}`, clientId: details.params.client_id };
  if (req.method === 'GET') return send(res, 200, staffLoginPage(page));
  const form = await readForm(req);
  if (form.get('action') !== 'login') {
    const result = { error: 'access_denied', error_description: 'The login was cancelled.' };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  const username = form.get('username') ?? '';
  const member = findStaffMember(username);
  if (!member || member.password !== form.get('password')) {
    return send(res, 401, staffLoginPage({ ...page, username, failed: true }));
  }
  const result = { login: { accountId: member.username, amr: ['pwd'] } };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

/** Hands a request to a provider mounted below `mount`, as oidc-provider expects behind a router. */
function mounted(callback, mount, req, res) {
  req.originalUrl = req.url;
  req.url = req.url.slice(mount.length) || '/';
  return callback(req, res);
}

/**
 * Both providers on one server: the federal citizen login below `/fas/oauth2`, the court's staff login below
 * `/staff` (when `options.staff` is given).
 */
export function createServer(options) {
  const provider = createProvider(options);
  const callback = provider.callback();
  const staffProvider = options.staff && createStaffProvider(options.staff);
  const staffCallback = staffProvider?.callback();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const login = /^\/fas\/login\/([\w-]+)$/.exec(url.pathname);
    const staffLogin = new RegExp(`^${STAFF_LOGIN_PATH}/([\\w-]+)$`).exec(url.pathname);
    const under = (mount) => url.pathname === mount || url.pathname.startsWith(`${mount}/`);
    const run = async () => {
      if (login) return interaction(provider, login[1], req, res);
      if (url.pathname === `${MOUNT}/tokeninfo`) return tokenInfo(provider, req, res);
      if (under(MOUNT)) return mounted(callback, MOUNT, req, res);
      if (staffProvider && staffLogin) return staffInteraction(staffProvider, staffLogin[1], req, res);
      if (staffProvider && under(STAFF_MOUNT)) return mounted(staffCallback, STAFF_MOUNT, req, res);
      send(res, 404, errorPage('not_found'));
    };
    run().catch((error) => {
      if (!res.headersSent) send(res, 400, errorPage('invalid_request', error.message));
    });
  });
  return { server, provider, staffProvider };
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
    staff: {
      issuer: env.IDP_STAFF_ISSUER ?? `http://localhost:${port}${STAFF_MOUNT}`,
      audience: env.IDP_STAFF_AUDIENCE ?? DEFAULT_AUDIENCE,
      consoleRedirectUris: expandLanguages(
        (
          env.IDP_STAFF_REDIRECT_URIS ??
          `http://localhost:${sitePort}/{lang}/media/console/callback,http://127.0.0.1:${sitePort}/{lang}/media/console/callback`
        ).split(','),
      ),
      accessTokenTtl: Number(env.IDP_STAFF_ACCESS_TOKEN_TTL ?? 900),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = settingsFromEnv(process.env);
  const { server } = createServer(settings);
  server.listen(settings.port, settings.host, () => {
    process.stdout.write(
      `Identity provider stand-in: ${settings.issuer} (citizens), ${settings.staff.issuer} (staff)\n`,
    );
  });
  // Exit at once: browsers keep connections open, which would hold a graceful close (and the port) forever.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
