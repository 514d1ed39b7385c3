import { describe, expect, it } from 'vitest';
import { errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe('numbers out of range', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('answer 400 whether in the query, the path or a JSON body, never 500', async () => {
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
});
