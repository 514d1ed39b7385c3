import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createStore } from './store.js';

/** Larger than any mail the site sends; a bigger one is refused as a real server with a size limit does. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** The headers tests read besides sender, recipients and subject: those of one-click unsubscription. */
const KEPT_HEADERS = ['message-id', 'list-unsubscribe', 'list-unsubscribe-post', 'content-language'];

/** A received message as GET /messages shows it. */
async function toMessage(raw, envelope) {
  const parsed = await simpleParser(raw);
  const headers = {};
  for (const name of KEPT_HEADERS) {
    const value = parsed.headerLines.find((line) => line.key === name)?.line;
    if (value !== undefined) headers[name] = value.slice(value.indexOf(':') + 1).trim();
  }
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    to: envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    headers,
    receivedAt: new Date().toISOString(),
  };
}

function startSmtp(store, port, host) {
  const server = new SMTPServer({
    // A local stand-in: no TLS, no login, any sender and recipient, as a relay inside the court's network takes them.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        toMessage(Buffer.concat(chunks), session.envelope).then(
          (message) => {
            store.add(message);
            callback();
          },
          (error) => callback(error),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function startHttp(store, port, host) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status, value) => {
      const body = JSON.stringify(value);
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    };
    if (pathname !== '/messages') return json(404, { error: 'not found' });
    if (request.method === 'GET') return json(200, store.messages);
    if (request.method === 'DELETE') {
      store.clear();
      return json(200, { cleared: true });
    }
    response.setHeader('allow', 'GET, DELETE');
    return json(405, { error: 'method not allowed' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Starts the SMTP server on `smtpPort` and the HTTP server showing what it received on `httpPort` (0: any free
 * port). `store` keeps the messages across a stop and a new start. Resolves to both addresses and a `stop()`.
 */
export async function startSmtpStandIn({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', store = createStore() } = {}) {
  const smtp = await startSmtp(store, smtpPort, host);
  const web = await startHttp(store, httpPort, host);
  const smtpAddress = smtp.server.address();
  const httpAddress = web.address();
  return {
    smtpUrl: `smtp://${host}:${smtpAddress.port}`,
    url: `http://${host}:${httpAddress.port}`,
    smtpPort: smtpAddress.port,
    httpPort: httpAddress.port,
    store,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.closeAllConnections();
          web.close(() => resolve());
        }),
      ]).then(() => undefined),
  };
}
