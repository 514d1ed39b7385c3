import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/types.js';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { useStaffProvider } from '../publishing/staff-provider-fixture.js';
import { TEST_REDIS_URL, useRedisPrefix } from '../redis-fixture.js';

const KEYS = '/api/v1/publishing/api-keys';
const ANONYMOUS_LIMIT = 5;
/** The re-user's address; the staff's calls come from another (127.0.0.1), each address with its own count. */
const RE_USER = '192.0.2.10';
const DEFAULT_KEY_LIMIT = 50;

interface Issued {
  id: string;
  prefix: string;
  key: string;
  limitPerMinute: number;
}

describe.each(ENGINES)('API keys on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const settings = (env: Record<string, string> = {}) =>
    testConfig({
      DATABASE_URL: url(),
      STAFF_ISSUER: staff().issuer,
      RATE_LIMIT_MAX: String(ANONYMOUS_LIMIT),
      API_KEY_RATE_LIMIT_MAX: String(DEFAULT_KEY_LIMIT),
      ...env,
    });
  const app = useApp(() => settings());
  const registry = async () => ({ authorization: `Bearer ${await staff().token('registry', 'publish:api-keys')}` });

  const issue = async (on: App, body: object) => {
    const answer = await on.inject({ method: 'POST', url: KEYS, payload: body, headers: await registry() });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<Issued>();
  };
  const revoke = async (on: App, id: string) =>
    on.inject({ method: 'DELETE', url: `${KEYS}/${id}`, headers: await registry() });
  /** A public request, as a re-user's program makes it. */
  const read = (on: App, key?: string) =>
    on.inject({
      url: '/api/v1/openapi.json',
      remoteAddress: RE_USER,
      headers: key === undefined ? {} : { 'x-api-key': key },
    });

  it('issues a key once, which raises the limit to its own, counted apart from the address', async () => {
    const issued = await issue(app(), {
      holder: 'Open Justice vzw',
      email: 'data@open-justice.example',
      limitPerMinute: 7,
    });
    expect(issued.key).toMatch(/^ghcc_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(issued.key.startsWith(`${issued.prefix}_`)).toBe(true);
    expect(issued.limitPerMinute).toBe(7);

    const keyed = await read(app(), issued.key);
    expect(keyed.statusCode).toBe(200);
    expect(keyed.headers['x-ratelimit-limit']).toBe('7');
    const anonymous = await read(app());
    expect(anonymous.headers['x-ratelimit-limit']).toBe(String(ANONYMOUS_LIMIT));
    for (let i = 1; i < ANONYMOUS_LIMIT; i += 1) expect((await read(app())).statusCode).toBe(200);
    expect((await read(app())).statusCode).toBe(429);
    // The same address with the key still has the key's allowance, until it too is spent.
    for (let i = 1; i < 7; i += 1) expect((await read(app(), issued.key)).statusCode).toBe(200);
    expect((await read(app(), issued.key)).statusCode).toBe(429);
  });

  it('keeps only a hash of the key, lists keys without it, and audits the issue', async () => {
    const issued = await issue(app(), { holder: 'Jurisprudence Lab', email: 'lab@uni.example' });
    expect(issued.limitPerMinute).toBe(DEFAULT_KEY_LIMIT);

    const rows = await app().database.db.selectFrom('api_keys').selectAll().where('id', '=', issued.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    const secret = issued.key.slice(issued.prefix.length + 1);
    expect(JSON.stringify(rows)).not.toContain(secret);

    const list = await app().inject({ url: KEYS, headers: await registry() });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    // Newest first.
    expect(list.json().items[0]).toMatchObject({
      id: issued.id,
      prefix: issued.prefix,
      holder: 'Jurisprudence Lab',
      email: 'lab@uni.example',
      revokedAt: null,
    });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(rows[0]!.key_hash);

    const audit = await app().inject({
      url: `/api/v1/publishing/audit?kind=api-key&key=${issued.id}`,
      headers: { authorization: `Bearer ${await staff().token('registry', 'publish:audit')}` },
    });
    expect(audit.json().items).toMatchObject([{ action: 'create', actor: 'court-registry' }]);
    expect(audit.body).not.toContain(secret);
  });

  it('refuses a revoked key with 401 at once, and says when it was revoked', async () => {
    const issued = await issue(app(), { holder: 'Lexbase', email: 'api@lexbase.example' });
    expect((await read(app(), issued.key)).statusCode).toBe(200);

    const revoked = await revoke(app(), issued.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: issued.id, revokedBy: 'court-registry' });
    expect(revoked.json().revokedAt).toEqual(expect.any(String));

    const refused = await read(app(), issued.key);
    expect(refused.statusCode).toBe(401);
    expect(errorCode(refused.body)).toBe('invalid-api-key');
    expect(refused.headers['www-authenticate']).toBe('ApiKey header="X-Api-Key"');
    expect((await revoke(app(), issued.id)).statusCode).toBe(200);
    expect(errorCode((await revoke(app(), '0123456789ab')).body)).toBe('not-found');
  });

  it('refuses an expired key with 401', async () => {
    const expiresAt = Date.now() + 4000;
    const issued = await issue(app(), {
      holder: 'Short trial',
      email: 'trial@example.org',
      expiresAt: new Date(expiresAt).toISOString(),
    });
    // Read while it is valid, so that the instance keeps the row and must check the expiry on its own.
    const beforeExpiry = await read(app(), issued.key);
    if (Date.now() < expiresAt) expect(beforeExpiry.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 100));
    expect(errorCode((await read(app(), issued.key)).body)).toBe('invalid-api-key');
  });

  it('answers 401 to unknown keys no faster than the anonymous limit, then 429', async () => {
    const issued = await issue(app(), { holder: 'Real holder', email: 'real@example.org' });
    // Malformed, the right id with another secret, the right secret under another id, then made-up ones.
    const guesses = [
      'not-a-key',
      `${issued.prefix}_${'A'.repeat(43)}`,
      `ghcc_0123456789ab_${issued.key.slice(-43)}`,
      ...Array.from({ length: ANONYMOUS_LIMIT - 3 }, (_, i) => `ghcc_${String(i).padStart(12, 'f')}_${'C'.repeat(43)}`),
    ];
    for (const guess of guesses) {
      const refused = await read(app(), guess);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ errors: [{ code: 'invalid-api-key', message: expect.any(String) }] });
    }
    // The guesses were counted under the address: the next answer is the anonymous 429, whatever key it brings.
    expect((await read(app(), `${issued.prefix}_${'B'.repeat(43)}`)).statusCode).toBe(429);
    expect((await read(app())).statusCode).toBe(429);
    expect((await read(app(), issued.key)).statusCode).toBe(200);
  });

  it('lets only a token with publish:api-keys issue, list or revoke keys', async () => {
    const press = { authorization: `Bearer ${await staff().token('press', 'publish:press')}` };
    const body = { holder: 'Someone', email: 'someone@example.org' };
    const forbidden = await app().inject({ method: 'POST', url: KEYS, payload: body, headers: press });
    expect(forbidden.statusCode).toBe(403);
    expect(errorCode(forbidden.body)).toBe('forbidden');
    expect((await app().inject({ method: 'POST', url: KEYS, payload: body })).statusCode).toBe(401);
    expect((await app().inject({ url: KEYS, headers: press })).statusCode).toBe(403);
    expect((await app().inject({ method: 'DELETE', url: `${KEYS}/0123456789ab`, headers: press })).statusCode).toBe(
      403,
    );
    const issued = await app()
      .database.db.selectFrom('api_keys')
      .select('id')
      .where('holder', '=', 'Someone')
      .execute();
    expect(issued).toEqual([]);
  });

  it('states the header and the limit of a key in the API description', async () => {
    const document = (await read(app())).json();
    expect(document.info['x-rate-limit-per-minute']).toBe(ANONYMOUS_LIMIT);
    expect(document.info['x-api-key-rate-limit-per-minute']).toBe(DEFAULT_KEY_LIMIT);
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(document.paths['/api/v1/publishing/api-keys'].post.security).toEqual([{ staff: ['publish:api-keys'] }]);
  });

  describe('on two instances sharing Redis', () => {
    const prefix = useRedisPrefix();
    const apps: App[] = [];
    afterEach(async () => {
      await Promise.all(apps.splice(0).map((instance) => instance.close()));
    });
    const instance = async () => {
      const started = await buildApp(settings({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix() }), {
        logger: false,
      });
      apps.push(started);
      await started.ready();
      return started;
    };

    it('a key revoked on one is refused by the other well within the time it keeps a key', async () => {
      const [a, b] = [await instance(), await instance()];
      const issued = await issue(a, { holder: 'Two-instance holder', email: 'two@example.org' });
      // b has read the key and keeps it.
      expect((await read(b, issued.key)).statusCode).toBe(200);
      expect((await revoke(a, issued.id)).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await read(b, issued.key)).statusCode).toBe(401), { timeout: 2000 });
    });
  });
});
