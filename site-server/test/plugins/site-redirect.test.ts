import { describe, expect, it } from 'vitest';
import { testConfig, useSite } from '../helper.js';

describe('the language redirect', () => {
  const app = useSite(() => testConfig());

  it('keeps a path with characters a header cannot hold, encoded', async () => {
    const res = await app().inject({ url: '/%E2%80%AE%E2%80%8Bcourt?x=1', headers: { 'accept-language': 'nl' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/nl/%E2%80%AE%E2%80%8Bcourt?x=1');
  });
});
