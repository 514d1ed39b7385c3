import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody } from '../publishing/bodies.js';
import { useStaffProvider } from '../publishing/staff-provider-fixture.js';
import { alertEnv, linkToken, messages, publish, otherJudgment, SITE_URL, subscribe, useSmtp } from './fixture.js';

describe.each(ENGINES)('search alerts on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const smtp = useSmtp();
  const app = useApp(() =>
    testConfig({
      DATABASE_URL: url(),
      STAFF_ISSUER: staff().issuer,
      RESPONSE_CACHE_SECONDS: '30',
      ...alertEnv(smtp()),
    }),
  );

  it('confirms by e-mail, sends one digest naming only the new judgment that matches, and stops in one click', async () => {
    const subscribed = await subscribe(app(), 'Ann@Example.be');
    expect(subscribed.statusCode, subscribed.body).toBe(202);
    expect(subscribed.json()).toEqual({ status: 'confirmation-sent' });
    // An address that asks without confirming gets its confirmation and nothing else.
    expect((await subscribe(app(), 'bob@example.be')).statusCode).toBe(202);

    const [confirmation, ...others] = await messages(smtp());
    expect(others.map((message) => message.to)).toEqual([['bob@example.be']]);
    expect(confirmation).toMatchObject({
      to: ['ann@example.be'],
      subject: 'Bevestig uw zoekopdrachtmelding',
      headers: { 'list-unsubscribe-post': 'List-Unsubscribe=One-Click', 'content-language': 'nl' },
    });
    expect(confirmation!.text).toContain('term: trekvogels');
    expect(confirmation!.text).toContain(`${SITE_URL}/nl/privacy-policy`);
    expect(confirmation!.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${SITE_URL}/api/v1/search-alerts/unsubscribe/[A-Za-z0-9_-]{43}>$`),
    );

    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/v1/search-alerts/confirm',
      payload: { token: linkToken(confirmation!, 'confirm') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      status: 'confirmed',
      language: 'nl',
      search: 'full-text-judgments',
      query: { lang: 'nl', term: 'trekvogels' },
    });
    // The same alert asked for again: the same answer, and no mail, so nobody learns what an address follows.
    expect((await subscribe(app(), 'ann@example.be')).statusCode).toBe(202);
    expect(await messages(smtp())).toHaveLength(2);

    await publish(app(), staff(), 501);
    await publish(app(), staff(), 502, otherJudgment());
    expect(await app().searchAlerts.service.runDigestNow()).toBe(1);
    const digests = (await messages(smtp())).slice(2);
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest).toMatchObject({ to: ['ann@example.be'], subject: 'Een nieuw arrest voor uw zoekopdracht' });
    expect(digest!.text).toContain('Arrest nr. 501/2026 van 19 november 2026');
    expect(digest!.text).toContain(`${SITE_URL}/nl/ARR/501/2026`);
    expect(digest!.text).not.toContain('502/2026');
    expect(digest!.headers['message-id']).toMatch(/^<search-alert\.\d+\.\d+@court\.test>$/);

    // Nothing new: no second mail.
    expect(await app().searchAlerts.service.runDigestNow(Date.now() + 1000)).toBe(0);
    expect(await messages(smtp())).toHaveLength(3);

    // RFC 8058: the mail client posts the one-click form to the List-Unsubscribe address, with nothing else.
    const oneClick = new URL(/^<(.+)>$/.exec(digest!.headers['list-unsubscribe']!)![1]!);
    expect(oneClick.origin).toBe(SITE_URL);
    const left = await app().inject({
      method: 'POST',
      url: oneClick.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ status: 'unsubscribed' });
    // Following a link (a GET, as a mail scanner does) changes nothing; posting again is no error.
    expect((await app().inject({ url: oneClick.pathname })).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: oneClick.pathname })).statusCode).toBe(200);

    await publish(app(), staff(), 503, judgmentBody({ rollNumbers: ['8303'] }));
    expect(await app().searchAlerts.service.runDigestNow(Date.now() + 2000)).toBe(0);
    expect(await messages(smtp())).toHaveLength(3);
  });

  it('refuses an invalid address and a search its route would refuse, in the errors envelope', async () => {
    const invalid = await subscribe(app(), 'not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(errorCode(invalid.body)).toBe('invalid-email');
    const noTerm = await subscribe(app(), 'ann@example.be', {});
    expect(noTerm.statusCode).toBe(400);
    expect(errorCode(noTerm.body)).toBe('invalid-request');
    const unreadable = await subscribe(app(), 'ann@example.be', { term: '"trekvogels' });
    expect(unreadable.statusCode).toBe(400);
    expect(errorCode(unreadable.body)).toBe('invalid-query');
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/v1/search-alerts/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown.body)).toBe('search-alert-link-invalid');
  });
});
