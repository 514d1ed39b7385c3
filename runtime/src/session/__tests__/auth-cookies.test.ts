import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAuthCookies } from '../auth-cookies';

describe('the login cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  function written(protocol: string): string[] {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol });
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    // The token expires at second 4600; it is now second 1000: one hour to go.
    writeAuthCookies('a.b.c', 'login-1', 4600, 1_000_000);
    return set.mock.calls.map(([value]) => String(value));
  }

  it('are SameSite=Lax, for the whole site, and last as long as the token', () => {
    expect(written('http:')).toEqual([
      'court_token=a.b.c; Path=/; Max-Age=3600; SameSite=Lax',
      'court_fedid=login-1; Path=/; Max-Age=3600; SameSite=Lax',
    ]);
  });

  it('are Secure when the site is served over HTTPS', () => {
    for (const cookie of written('https:')) expect(cookie).toMatch(/; SameSite=Lax; Secure$/);
  });
});
