import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from '../cookies';
import { readLocaleCookie, writeLocaleCookie } from '../locale-cookie';

describe('cookies', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('serialises the language cookie as the spec sets it: 365 days, path /, lax, not secure', () => {
    const header = serializeCookie('i18n_redirected', 'nl', { maxAgeSeconds: 365 * 86400, path: '/', sameSite: 'Lax' });
    expect(header).toBe('i18n_redirected=nl; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(header).not.toContain('Secure');
  });

  it('reads a cookie among others, decoding its value', () => {
    expect(readCookie('GDPR:accepted', 'a=1; GDPR:accepted=true; b=%C3%A9')).toBe('true');
    expect(readCookie('b', 'a=1; b=%C3%A9')).toBe('é');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });

  it('remembers the chosen language and ignores values that are not languages', () => {
    writeLocaleCookie('de');
    expect(readLocaleCookie()).toBe('de');
    expect(readLocaleCookie('i18n_redirected=xx')).toBeUndefined();
  });
});
