import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathWithoutLocale, switchLocaleOfUrl } from '../paths';

describe('locale paths', () => {
  it('builds paths under the mandatory language prefix', () => {
    expect(localizedPath('nl', 'rule/anonymization-policy')).toBe('/nl/rule/anonymization-policy');
    expect(localizedPath('fr', '/agenda')).toBe('/fr/agenda');
    expect(localizedPath('de')).toBe('/de');
  });

  it('reads the language of a path only when it is one of the four', () => {
    expect(localeOfPath('/en/court')).toBe('en');
    expect(localeOfPath('/es/court')).toBeUndefined();
    expect(localeOfPath('/sorry')).toBeUndefined();
  });

  it('switches to the same page in another language, keeping query and hash', () => {
    expect(switchLocaleOfUrl({ pathname: '/fr/judgments', search: '?year=2024&id=61', hash: '#B.7' }, 'nl')).toBe(
      '/nl/judgments?year=2024&id=61#B.7',
    );
    expect(switchLocaleOfUrl({ pathname: '/fr' }, 'de')).toBe('/de');
    expect(pathWithoutLocale('/nl/rule')).toBe('/rule');
  });
});
