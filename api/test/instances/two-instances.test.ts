import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import { EMPTY_CORPUS } from '../import/archive-fixture.js';
import { useMailingStandIn } from '../mailing/stand-in.js';
import { PG_URL, useDatabase } from '../helper.js';
import { keysUnder, TEST_REDIS_URL, withTestRedis } from '../redis-fixture.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  logInAtProvider,
  newLoginRequest,
  useIdentityProvider,
} from '../routes/auth/identity-provider-fixture.js';
import { startServer, type ServerProcess } from './server-processes.js';

const API_LIMIT = 30;
/** Longer than the visitor waits (MAILING_TIMEOUT_MS), so slowing the mailing system past it is a real case. */
const ATTEMPT_TIMEOUT_MS = 2000;

/**
 * The site as operators run it: two instances, each its own process, on one PostgreSQL database and one Redis,
 * with the identity provider and the mailing-list system of the stand-ins. What a visitor does on one instance
 * holds on the other; what the instances do to the outside world happens once, also when one of them dies.
 */
describe.skipIf(!PG_URL)('two instances on one PostgreSQL database and Redis', () => {
  const url = useDatabase('postgres', EMPTY_CORPUS);
  const provider = useIdentityProvider();
  const mailing = useMailingStandIn();
  const prefix = `court-test:instances-${randomBytes(4).toString('hex')}:`;
  let instances: ServerProcess[] = [];
  let database: Database;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: url(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      OIDC_ISSUER: provider().issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URIS: 'http://127.0.0.1:8080/{lang}/auth/callback',
      MAILING_BASE_URL: mailing.baseUrl(),
      MAILING_RETRY_MS: '100',
      MAILING_TIMEOUT_MS: '300',
      MAILING_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      MAILING_CLIENT_LIMIT: '100000',
      MAILING_ADDRESS_LIMIT: '100000',
      RATE_LIMIT_MAX: String(API_LIMIT),
      // Each test speaks for a client of its own (X-Forwarded-For), as a proxy in front of the instances would.
      TRUST_PROXY: 'true',
    };
    instances = [await startServer(env), await startServer(env)];
    database = openDatabase(url());
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await withTestRedis(async (redis) => {
      const keys = await keysUnder(redis, prefix);
      if (keys.length > 0) await redis.del(...keys);
    });
  });

  const client = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const [a, b] = [() => instances[0]!, () => instances[1]!];

  const subscribe = (instance: ServerProcess, email: string) =>
    fetch(`${instance.origin}/api/v1/mailing/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client() },
      body: JSON.stringify({ email, letterLanguage: 'nl' }),
    });
  /** Waits until nothing waits in the outbox: every request was sent or settled. */
  const outboxEmpty = async () => {
    await expect
      .poll(
        async () =>
          Number(
            (
              await database.db
                .selectFrom('mailing_outbox')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBe(0);
  };
  const formsFor = (email: string) => mailing.lines().filter((line) => line.endsWith(` ${email}`)).length;
  const mailsTo = (email: string) => mailing.mails().filter((mail) => mail.to === email).length;

  it('a citizen who logs in on one instance is logged in on the other, and after a restart', async () => {
    const request = newLoginRequest();
    const callback = await logInAtProvider(provider().issuer, request);
    const exchanged = await fetch(`${a().origin}/api/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client() },
      body: JSON.stringify({
        code: callback.get('code'),
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        redirectUri: REDIRECT_URI,
      }),
    });
    expect(exchanged.status).toBe(200);
    const { accessToken } = (await exchanged.json()) as { accessToken: string };
    const me = (instance: ServerProcess) =>
      fetch(`${instance.origin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${accessToken}`, ...client() } });
    const onB = await me(b());
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ givenName: 'An', surname: 'Peeters' });
    await a().stop();
    await a().restart();
    expect((await me(a())).status).toBe(200);
  }, 60_000);

  it('counts one rate limit for both instances', async () => {
    const headers = client();
    const get = (instance: ServerProcess) =>
      fetch(`${instance.origin}/api/v1/juris/judgments/years`, { headers }).then((response) => response.status);
    for (let i = 0; i < API_LIMIT / 2; i += 1) expect(await get(a())).toBe(200);
    for (let i = 0; i < API_LIMIT / 2; i += 1) expect(await get(b())).toBe(200);
    expect(await get(a())).toBe(429);
    expect(await get(b())).toBe(429);
  });

  it('keeps 20 identical subscriptions posted to both at once as one record and one request', async () => {
    const email = `once-${randomBytes(3).toString('hex')}@example.be`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(i % 2 ? a() : b(), email)));
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 202)).toBe(true);
    await outboxEmpty();
    const records = await database.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(records).toHaveLength(1);
    expect(formsFor(email)).toBe(1);
    expect(mailsTo(email)).toBe(1);
  });

  it('sends each subscription once when the mailing system is slower than the visitor waits', async () => {
    await mailing.delay(ATTEMPT_TIMEOUT_MS / 2);
    const emails = Array.from({ length: 4 }, (_, i) => `slow-${i}-${randomBytes(3).toString('hex')}@example.be`);
    const answers = await Promise.all(emails.map((email, i) => subscribe(i % 2 ? a() : b(), email)));
    // The visitor is told the request is kept (202) long before the mailing system answers.
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    await outboxEmpty();
    for (const email of emails) {
      expect(formsFor(email), email).toBe(1);
      expect(mailsTo(email), email).toBe(1);
    }
  }, 60_000);

  it('answers the requests under way when an instance is stopped, and sends what they stored', async () => {
    await mailing.delay(ATTEMPT_TIMEOUT_MS / 2);
    const email = `stopping-${randomBytes(3).toString('hex')}@example.be`;
    const answer = subscribe(a(), email);
    // Stopped while the visitor waits for the mailing system: the visitor still gets the answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = a().stop();
    expect((await answer).status).toBe(202);
    await stopped;
    await outboxEmpty();
    expect(mailsTo(email)).toBe(1);
    await a().restart();
  }, 60_000);

  it('mails each subscription once when an instance is killed while it is sending', async () => {
    await mailing.delay(ATTEMPT_TIMEOUT_MS / 2);
    const emails = Array.from({ length: 3 }, (_, i) => `killed-${i}-${randomBytes(3).toString('hex')}@example.be`);
    await Promise.all(emails.map((email) => subscribe(a(), email)));
    // The mailing system has the forms in hand when the instance sending them dies.
    await expect.poll(() => emails.every((email) => formsFor(email) > 0), { timeout: 10_000, interval: 20 }).toBe(true);
    await a().stop('SIGKILL');
    await outboxEmpty();
    for (const email of emails) expect(mailsTo(email), email).toBe(1);
    await a().restart();
  }, 60_000);
});
