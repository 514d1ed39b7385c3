import http from 'node:http';
import { findList, isValidAddress } from './lists.js';
import * as pages from './pages.js';
import { createStore } from './store.js';

const MAX_BODY_BYTES = 64 * 1024;
const CONTROL_PREFIX = '/_stand-in/';

function readBody(request) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request entity too large'), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response, status, body, type = 'text/html; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/**
 * POST /mailman/subscribe/{list}: the checks of Mailman's subscribe script, in its order, on a list that asks the
 * subscriber to confirm and keeps its roster private (so a member gets the same answer as a new subscription), with
 * WARN_MEMBER_OF_SUBSCRIBE = No (a member is mailed nothing), as the API README asks of the court's system.
 */
function subscribe(store, settings, list, form) {
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!isValidAddress(email)) return pages.badAddress(list);
  if ((form.get('pw') ?? '') !== (form.get('pw-conf') ?? '')) return pages.passwordsDiffer(list);
  const entries = store.membersOf(list.name);
  const known = entries.get(email);
  if (known?.state === 'member') return pages.subscribed(list);
  // REFUSE_SECOND_PENDING: a pending address is told so and mailed nothing; without it, Mailman mails a new
  // confirmation for every request.
  if (known && settings.refuseSecondPending) return pages.alreadyPending(list);
  entries.set(email, { state: 'pending', fullname: form.get('fullname') ?? '', digest: form.get('digest') === '1' });
  store.mail({ to: email, list: list.name, kind: 'subscription-confirmation' });
  return pages.subscribed(list);
}

/**
 * POST /mailman/options/{list} with `login-unsub`: Mailman mails a member the confirmation of leaving, and the
 * stand-in acts as though it was followed. Anyone else (a pending address too) gets the same sentence and no mail.
 */
function options(store, list, form) {
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!form.has('login-unsub') && !form.has('unsub')) return pages.optionsLogin(list);
  const entries = store.membersOf(list.name);
  if (entries.get(email)?.state === 'member') {
    entries.delete(email);
    store.mail({ to: email, list: list.name, kind: 'unsubscription-confirmation' });
  }
  return pages.unsubscribeRequested(list);
}

/** `/_stand-in/…`: what tests read and do (the confirmation link a subscriber would follow, a slow system). */
function control(store, settings, request, response, url) {
  const route = `${request.method} ${url.pathname.slice(CONTROL_PREFIX.length)}`;
  const json = (status, value) => send(response, status, JSON.stringify(value), 'application/json');
  if (route === 'GET requests') return json(200, store.received);
  if (route === 'GET mails') return json(200, store.mails);
  if (route === 'DELETE requests') {
    store.clear();
    return json(200, { cleared: true });
  }
  if (route === 'GET members') {
    const list = url.searchParams.get('list') ?? '';
    return json(
      200,
      [...store.membersOf(list)].map(([email, member]) => ({ email, ...member })),
    );
  }
  if (route === 'POST confirm') {
    const list = url.searchParams.get('list') ?? '';
    const member = store.membersOf(list).get((url.searchParams.get('email') ?? '').toLowerCase());
    if (!member) return json(404, { confirmed: false });
    member.state = 'member';
    return json(200, { confirmed: true });
  }
  if (route === 'POST outage') {
    settings.outage = url.searchParams.get('on') !== 'false';
    return json(200, { outage: settings.outage });
  }
  if (route === 'POST delay') {
    settings.delayMs = Math.max(0, Math.min(60_000, Number(url.searchParams.get('ms')) || 0));
    return json(200, { delayMs: settings.delayMs });
  }
  return json(404, { error: 'unknown control' });
}

async function handle(store, settings, request, response) {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname.startsWith(CONTROL_PREFIX)) return control(store, settings, request, response, url);
  const match = /^\/mailman\/(listinfo|subscribe|options)\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return send(response, 404, pages.noSuchList(url.pathname));
  // During an outage the lists answer as Mailman behind a web server does when Mailman is down.
  if (settings.outage) return send(response, 503, pages.unavailable());
  const [, script, rawName] = match;
  const name = decodeURIComponent(rawName).toLowerCase();
  const body = request.method === 'POST' ? await readBody(request) : '';
  const form = new URLSearchParams(body);
  store.record({ method: request.method, script, list: name, form: Object.fromEntries(form) });
  if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));

  const list = findList(name);
  if (!list) return send(response, 404, pages.noSuchList(name));
  if (script === 'listinfo') {
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, pages.listinfo(list));
    return send(response, 200, pages.listinfo(list));
  }
  if (request.method !== 'POST') return send(response, 200, pages.optionsLogin(list));
  return send(
    response,
    200,
    script === 'subscribe' ? subscribe(store, settings, list, form) : options(store, list, form),
  );
}

/**
 * Starts the stand-in on `port` (0: any free port). `store` keeps the lists and the received requests across a
 * stop and a new start. `refuseSecondPending` is Mailman's REFUSE_SECOND_PENDING (its default is off). Resolves to
 * its base URL and a `stop()` that waits for open connections to close.
 */
export async function startMailingLists({
  port = 0,
  host = '127.0.0.1',
  store = createStore(),
  refuseSecondPending = false,
} = {}) {
  const settings = { delayMs: 0, outage: false, refuseSecondPending };
  const server = http.createServer((request, response) => {
    handle(store, settings, request, response).catch((error) => {
      if (!response.headersSent) send(response, error.status ?? 500, pages.noSuchList('error'));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    port: address.port,
    store,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
