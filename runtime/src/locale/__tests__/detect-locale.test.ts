import { describe, expect, it } from 'vitest';
import { detectLocale } from '../detect-locale';

describe('detectLocale', () => {
  it('prefers the language remembered in the cookie', () => {
    expect(detectLocale({ cookieLocale: 'de', browserLanguages: ['nl-BE', 'fr'] })).toBe('de');
  });

  it('ignores a cookie that holds no site language', () => {
    expect(detectLocale({ cookieLocale: 'es', browserLanguages: ['nl-BE'] })).toBe('nl');
  });

  it('takes the first browser language the site speaks, by its primary subtag', () => {
    expect(detectLocale({ browserLanguages: ['es-ES', 'en-US', 'fr'] })).toBe('en');
  });

  it('falls back to French', () => {
    expect(detectLocale({ browserLanguages: ['es', 'it'] })).toBe('fr');
    expect(detectLocale({})).toBe('fr');
  });
});
