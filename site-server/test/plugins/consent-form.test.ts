import { describe, expect, it } from 'vitest';
import { CONSENT_FORM } from '@court/site-map';
import { errorCode, testConfig, useSite } from '../helper.js';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the cookie question answered without scripts', () => {
  const app = useSite(() => testConfig());
  const answer = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: CONSENT_FORM.path,
      headers: { ...FORM_HEADERS, ...headers },
      payload: form(fields),
    });

  it.each(['true', 'false'])(
    'keeps the answer %s in the cookie the shell writes and goes back to the page',
    async (accepted) => {
      const res = await answer({ accepted, return: '/nl/rule/anonymization-policy?ref=menu' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/nl/rule/anonymization-policy?ref=menu');
      expect(res.headers['set-cookie']).toBe(`GDPR:accepted=${accepted}; Path=/; Max-Age=6048000; SameSite=Lax`);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('reads the fields the shell names', async () => {
    const res = await answer({ [CONSENT_FORM.answer]: 'true', [CONSENT_FORM.returnTo]: '/fr' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr');
  });

  it.each([
    ['an absolute address', 'https://evil.example/fr'],
    ['a protocol-relative address', '//evil.example/fr'],
    ['a backslash the browser reads as a slash', '/\\evil.example/fr'],
    ['a path that resolves to another host', '/.//evil.example/fr'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'fr/rule'],
    ['nothing', ''],
  ])('never leaves the site: %s leads home', async (_what, value) => {
    const res = await answer({ accepted: 'true', return: value });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('goes home when the form names no page', async () => {
    const res = await answer({ accepted: 'false' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('keeps a path with characters a header cannot hold, encoded', async () => {
    const res = await answer({ accepted: 'true', return: '/de/court\u202e?q=Gerichtshof für' });
    expect(res.headers.location).toBe('/de/court%E2%80%AE?q=Gerichtshof%20f%C3%BCr');
  });

  it('refuses another answer than true or false, and sets no cookie', async () => {
    const res = await answer({ accepted: 'maybe', return: '/en' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form posted from another site, and sets no cookie', async () => {
    const res = await answer({ accepted: 'true', return: '/en' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    const sameSite = await answer({ accepted: 'true', return: '/en' }, { 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(303);
  });

  it('answers only the form: another body is refused', async () => {
    const res = await app().inject({
      method: 'POST',
      url: CONSENT_FORM.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ accepted: 'true' }),
    });
    expect(res.statusCode).toBe(415);
  });
});
