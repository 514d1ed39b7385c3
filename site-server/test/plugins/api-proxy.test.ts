import { describe, expect, it } from 'vitest';
import { errorCode, testConfig, useSite, useStubApi } from '../helper.js';

describe("the API's requests, forwarded to API_ORIGIN", () => {
  const api = useStubApi();
  const app = useSite(() => testConfig({ API_ORIGIN: api().origin, FIRST_SCREEN_TOKEN: 'f'.repeat(32) }));

  it('goes on as it came, body unread, and comes back as the API answered: status, headers, body', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/mailing/subscriptions?lang=fr',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.be&list=newsletter',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-stub']).toBe('api');
    expect(res.json()).toEqual({
      method: 'POST',
      url: '/api/v1/mailing/subscriptions?lang=fr',
      body: 'email=a%40example.be&list=newsletter',
    });
    const missing = await app().inject({ url: '/api/v1/missing' });
    expect(missing.statusCode).toBe(404);
  });

  it("tells the API the visitor's address, protocol and host, and never the first-screen token", async () => {
    await app().inject({
      url: '/api/v1/members?lang=nl',
      headers: { host: 'court.test', 'x-forwarded-for': '203.0.113.9', 'x-court-first-screen': 'guessed' },
    });
    const forwarded = api().requests.findLast((request) => request.url === '/api/v1/members?lang=nl')!;
    // The chain as it came, and the address this server saw: the API trusts this server, not the chain.
    expect(forwarded.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(forwarded.headers['x-forwarded-proto']).toBe('http');
    expect(forwarded.headers['x-forwarded-host']).toBe('court.test');
    expect(forwarded.headers['x-court-first-screen']).toBeUndefined();
  });

  it('asks for the status of an item page with the first-screen token: the page is already counted', async () => {
    await app().inject({ url: '/fr/ARR/61/2025' });
    const asked = api().requests.findLast((request) => request.url.startsWith('/api/v1/juris/judgments/2025/61'))!;
    expect(asked.method).toBe('HEAD');
    expect(asked.headers['x-court-first-screen']).toBe('f'.repeat(32));
  });
});

describe('an API that does not answer', () => {
  const app = useSite(() => testConfig({ API_ORIGIN: 'http://127.0.0.1:9' }));

  it('is a 503 in the errors envelope, and the pages are still served', async () => {
    const res = await app().inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(errorCode(res.body)).toBe('unavailable');
    expect((await app().inject({ url: '/court' })).statusCode).toBe(302);
  });
});
