import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Keeps a caller's request id when it looks like one, so a request can be followed through proxies. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}
