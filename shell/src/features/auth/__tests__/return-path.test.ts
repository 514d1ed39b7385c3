import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../return-path';

describe('the return path after login', () => {
  it('keeps a path of this site with its query and anchor', () => {
    expect(safeReturnPath('/nl/admin', 'nl')).toBe('/nl/admin');
    expect(safeReturnPath('/fr/rule/others-info?x=1#top', 'fr')).toBe('/fr/rule/others-info?x=1#top');
  });

  it.each([
    'https://evil.example/fr',
    '//evil.example/fr',
    '/\\evil.example',
    '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
    'javascript:alert(1)',
    'fr/admin',
    '/fr/auth/callback?code=x',
    '',
    null,
  ])('sends %j home instead', (candidate) => {
    expect(safeReturnPath(candidate, 'fr')).toBe('/fr');
  });
});
