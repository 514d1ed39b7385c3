import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('input no database can store, on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('numbers out of range answer 400 whether in the query, the path or a JSON body, never 500', async () => {
    for (const request of [
      { url: '/api/v1/members?pageSize=1e309' },
      { url: '/api/v1/juris/judgments?lang=fr&page=-1e309' },
      { url: '/api/v1/juris/judgments?lang=fr&year=1e309' },
      { url: '/api/v1/juris/judgments/1e309/1?lang=fr' },
      {
        url: '/api/v1/mailing/subscriptions',
        method: 'POST' as const,
        payload: '{"email":"a@example.be","letterLanguage":"fr","rollNumber":1e309}',
        headers: { 'content-type': 'application/json' },
      },
    ]) {
      const res = await app().inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    }
  });

  it('a NUL character answers 400 wherever it is, since PostgreSQL refuses it in any text', async () => {
    for (const url of [
      '/api/v1/search/full-text-judgments?lang=fr&term=a%00b',
      '/api/v1/search/jurisdictions?lang=fr&q=%00',
      '/api/v1/auth/csam/logout?fedid=%00',
    ]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    }
  });
});
