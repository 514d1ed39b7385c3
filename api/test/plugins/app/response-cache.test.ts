import { describe, expect, it } from 'vitest';
import { testConfig, useApp, useDatabase } from '../../helper.js';

describe('response cache', () => {
  const url = useDatabase('sqlite');

  describe('when on', () => {
    const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '30' }));

    it('answers a repeated GET from memory, with the same ETag, 304 and compression', async () => {
      const first = await app().inject({ url: '/api/v1/film/vaca?lang=nl&withArchive=true' });
      await app().database.db.deleteFrom('job_offers').execute();
      const second = await app().inject({ url: '/api/v1/film/vaca?lang=nl&withArchive=true' });
      expect(second.json()).toEqual(first.json());
      expect(second.headers.etag).toBe(first.headers.etag);
      const notModified = await app().inject({
        url: '/api/v1/film/vaca?lang=nl&withArchive=true',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      // Another URL is another entry, read from the database.
      expect((await app().inject({ url: '/api/v1/film/vaca?lang=fr&withArchive=true' })).json().total).toBe(0);
      app().contentChanges.notify();
      expect((await app().inject({ url: '/api/v1/film/vaca?lang=nl&withArchive=true' })).json().total).toBe(0);
    });

    it('never keeps errors or the health answer', async () => {
      expect((await app().inject({ url: '/api/v1/juris/judgments/2024/999?lang=fr' })).statusCode).toBe(404);
      expect((await app().inject({ url: '/api/v1/health' })).json().checks.database.status).toBe('up');
      app().health.set('database', async () => {
        throw new Error('gone');
      });
      expect((await app().inject({ url: '/api/v1/health' })).statusCode).toBe(503);
    });
  });

  describe('when off', () => {
    const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

    it('reads the database on every request', async () => {
      expect((await app().inject({ url: '/api/v1/juris/pending-cases?lang=fr&withArchive=true' })).json().total).toBe(
        3,
      );
      await app().database.db.deleteFrom('pending_cases').execute();
      expect((await app().inject({ url: '/api/v1/juris/pending-cases?lang=fr&withArchive=true' })).json().total).toBe(
        0,
      );
    });
  });
});
