import net, { type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { App } from '../src/types.js';
import { testConfig, useDatabase } from './helper.js';

/** Sends raw HTTP requests on one connection, one after the other, and answers all the server wrote back. */
async function exchange(port: number, requests: string[]): Promise<{ text: string; closed: boolean }> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  let text = '';
  let closed = false;
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => (closed = true));
  const answers = () => responses(text).length;
  // One request at a time, as a keep-alive client sends them: the next once the previous is answered.
  for (const [index, request] of requests.entries()) {
    if (closed) break;
    socket.write(request);
    for (let waited = 0; waited < 3000 && !closed && answers() <= index; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  return { text, closed };
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: court.test\r\nConnection: keep-alive\r\n\r\n`;
/** The answers in what the server wrote: a keep-alive connection puts one right after the other. */
const responses = (text: string) => text.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => part.startsWith('HTTP/1.1'));
const statuses = (text: string) => responses(text).map((part) => Number(part.slice(9, 12)));
/** The first error code of each answer. */
const codes = (text: string) => bodies(text).map((body) => body.errors?.[0]?.code);
const bodies = (text: string) =>
  responses(text).map(
    (part) => JSON.parse(part.slice(part.indexOf('\r\n\r\n') + 4)) as { errors?: { code: string }[] },
  );

describe('answers the server gives before or outside any route', () => {
  const url = useDatabase('sqlite');
  let app: App;
  let port: number;
  beforeEach(async () => {
    app = await buildApp(testConfig({ DATABASE_URL: url() }), { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(async () => app.close());

  it('answers a long address 414 in the envelope, and the connection serves the next request', async () => {
    const long = `/api/v1/juris/judgments?lang=fr&x=${'a'.repeat(20_000)}`;
    const { text, closed } = await exchange(port, [get(long), get('/api/v1/juris/judgments/years')]);
    expect(statuses(text)).toEqual([414, 200]);
    expect(bodies(text)[0]).toEqual({ errors: [{ code: 'uri-too-long', message: expect.any(String) }] });
    expect(closed).toBe(false);
  });

  it('answers headers larger than the server takes 431 in the envelope, then closes', async () => {
    const { text, closed } = await exchange(port, [get(`/fr?x=${'a'.repeat(70_000)}`)]);
    expect(statuses(text)).toEqual([431]);
    expect(codes(text)[0]).toBe('request-header-fields-too-large');
    expect(closed).toBe(true);
  });

  it('answers a malformed request 400 in the envelope', async () => {
    const { text } = await exchange(port, ['GARBAGE\r\n\r\n']);
    expect(statuses(text)).toEqual([400]);
    expect(codes(text)[0]).toBe('invalid-request');
  });

  it('answers a path with broken percent-encoding or an overlong segment in the envelope', async () => {
    const { text, closed } = await exchange(port, [
      get('/api/v1/juris/judgments/%E0%A4%A/1'),
      `PUT /api/v1/publishing/press-releases/${'x'.repeat(500)} HTTP/1.1\r\nHost: court.test\r\nContent-Length: 0\r\n\r\n`,
      get('/api/v1/juris/judgments/years'),
    ]);
    expect(statuses(text)).toEqual([400, 414, 200]);
    expect(codes(text).slice(0, 2)).toEqual(['invalid-request', 'uri-too-long']);
    expect(closed).toBe(false);
  });

  it('answers an incomplete preflight like a preflight, not with a text error', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/juris/judgments',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
