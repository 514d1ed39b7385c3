import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { useMailingStandIn } from '../../mailing/stand-in.js';

describe.each(ENGINES)('mailing subscriptions on %s', (engine) => {
  const url = useDatabase(engine);
  const mailman = useMailingStandIn();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), MAILING_BASE_URL: mailman.baseUrl() }));
  const post = (path: string, payload: unknown) =>
    app().inject({ method: 'POST', url: `/api/v1/mailing/${path}`, payload: payload as object });
  const subscriptionsOf = (email: string) =>
    app().database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

  it('subscribes to the newsletter in one language with Mailman’s form', async () => {
    const res = await post('subscriptions', { email: 'Anna@Example.be', letterLanguage: 'nl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', lists: ['newsletter-nl'] });
    expect(mailman.received()).toEqual([
      expect.objectContaining({
        method: 'POST',
        script: 'subscribe',
        list: 'newsletter-nl',
        form: {
          email: 'anna@example.be',
          fullname: '',
          pw: '',
          'pw-conf': '',
          digest: '0',
          'email-button': 'Subscribe',
        },
      }),
    ]);
    expect(await app().mailing.outbox.pendingCount()).toBe(0);
    expect(await subscriptionsOf('anna@example.be')).toMatchObject([{ letter_language: 'nl', roll_number: null }]);
  });

  it('follows a case: all three newsletters, the roll-out list and the case’s list, after checking it exists', async () => {
    const res = await post('subscriptions', { email: 'ben@example.be', letterLanguage: 'all', rollNumber: 8101 });
    expect(res.json()).toEqual({
      status: 'sent',
      lists: ['newsletter-nl', 'newsletter-fr', 'newsletter-de', 'rollout', 'case-8101'],
    });
    expect(mailman.lines().sort()).toEqual(
      [
        'HEAD listinfo case-8101',
        'POST subscribe case-8101 ben@example.be',
        'POST subscribe newsletter-de ben@example.be',
        'POST subscribe newsletter-fr ben@example.be',
        'POST subscribe newsletter-nl ben@example.be',
        'POST subscribe rollout ben@example.be',
      ].sort(),
    );
  });

  it('takes the same request twice as one subscription', async () => {
    const body = { email: 'cleo@example.be', letterLanguage: 'fr', rollNumber: '8101' };
    expect((await post('subscriptions', body)).statusCode).toBe(200);
    expect((await post('subscriptions', body)).json()).toMatchObject({ status: 'sent' });
    expect(mailman.lines().filter((line) => line.startsWith('POST'))).toHaveLength(3);
    expect(await subscriptionsOf('cleo@example.be')).toHaveLength(1);
  });

  it('unsubscribes from every newsletter, the roll-out list and each followed case', async () => {
    await post('subscriptions', { email: 'dirk@example.be', letterLanguage: 'de', rollNumber: '8101' });
    const res = await post('unsubscriptions', { email: 'dirk@example.be' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lists).toEqual(['newsletter-nl', 'newsletter-fr', 'newsletter-de', 'rollout', 'case-8101']);
    const options = mailman.received().filter((r) => r.script === 'options');
    expect(options.map((r) => r.list).sort()).toEqual(
      ['case-8101', 'newsletter-de', 'newsletter-fr', 'newsletter-nl', 'rollout'].sort(),
    );
    expect(options[0]?.form).toEqual({ email: 'dirk@example.be', 'login-unsub': 'Unsubscribe' });
    expect(await subscriptionsOf('dirk@example.be')).toEqual([]);
  });

  it('says when the mailing system refuses the address, and keeps nothing of it', async () => {
    // Valid for the site, refused by Mailman (`|` is one of its forbidden characters).
    const res = await post('subscriptions', { email: 'a|b@example.be', letterLanguage: 'nl' });
    expect(res.statusCode).toBe(422);
    expect(errorCode(res.body)).toBe('subscription-invalid-email');
    expect(await subscriptionsOf('a|b@example.be')).toEqual([]);
    expect(await app().database.db.selectFrom('mailing_outbox').selectAll().execute()).toEqual([]);
  });

  describe('bad input stores nothing', () => {
    it.each([
      ['an invalid address', { email: 'not-an-address', letterLanguage: 'nl' }, 400, 'invalid-email'],
      [
        'an address of 10,000 characters',
        { email: `${'a'.repeat(9990)}@example.be`, letterLanguage: 'nl' },
        400,
        'invalid-email',
      ],
      ['no address', { letterLanguage: 'nl' }, 400, 'invalid-email'],
      [
        'a list id that is an object',
        { email: 'e@example.be', letterLanguage: 'nl', rollNumber: { $gt: '' } },
        400,
        'invalid-request',
      ],
      [
        'a list id that is an array',
        { email: 'e@example.be', letterLanguage: 'nl', rollNumber: ['8101'] },
        400,
        'invalid-request',
      ],
      [
        'a list id that is a boolean',
        { email: 'e@example.be', letterLanguage: 'nl', rollNumber: true },
        400,
        'invalid-request',
      ],
      ['an unknown letter language', { email: 'e@example.be', letterLanguage: 'en' }, 400, 'invalid-request'],
      ['an unknown field', { email: 'e@example.be', letterLanguage: 'nl', list: 'admin' }, 400, 'invalid-request'],
      [
        'a roll number that does not exist',
        { email: 'e@example.be', letterLanguage: 'nl', rollNumber: '9999' },
        404,
        'unknown-roll-number',
      ],
    ])('%s', async (_name, body, status, code) => {
      const res = await post('subscriptions', body);
      expect(res.statusCode).toBe(status);
      expect(errorCode(res.body)).toBe(code);
      expect(res.body).not.toMatch(/at .*\.ts|stack/i);
      expect(mailman.received()).toEqual([]);
      expect(await app().database.db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ email: expect.stringContaining('e@example.be') })]),
      );
      expect(await app().database.db.selectFrom('mailing_outbox').selectAll().execute()).toEqual([]);
    });

    it('answers a malformed body with 400', async () => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/v1/mailing/subscriptions',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  it('limits a burst of 100 requests from one client to 20 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      statuses.push((await post('subscriptions', { email: `burst-${i}@example.be`, letterLanguage: 'fr' })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
    const stored = await app()
      .database.db.selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', 'like', 'burst-%')
      .execute();
    expect(stored).toHaveLength(20);
    expect(mailman.received()).toHaveLength(20);
  });

  it('limits requests per address to 10 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await post('unsubscriptions', { email: 'flood@example.be' })).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const last = await post('subscriptions', { email: 'FLOOD@example.be', letterLanguage: 'nl' });
    expect(last.statusCode).toBe(429);
    expect(errorCode(last.body)).toBe('too-many-requests');
    expect(await subscriptionsOf('flood@example.be')).toEqual([]);
  });
});
