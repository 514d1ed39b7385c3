import { describe, expect, it } from 'vitest';
import { localizedPath } from '@court/runtime';
import { rulesPaths, shellPaths } from '@court/site-map';
import { safeReturnPath } from '../return-path';

describe('the return path after login', () => {
  it('keeps a path of this site with its query and anchor', () => {
    const admin = localizedPath('nl', shellPaths.admin());
    expect(safeReturnPath(admin, 'nl')).toBe(admin);
    const topic = `${localizedPath('fr', rulesPaths.topic('others-info'))}?x=1#top`;
    expect(safeReturnPath(topic, 'fr')).toBe(topic);
  });

  it.each([
    'https://evil.example/fr',
    '//evil.example/fr',
    '/\\evil.example',
    '/%0d%0a//evil.example'.replace('%0d%0a', '\r\n'),
    'javascript:alert(1)',
    `fr/${shellPaths.admin()}`,
    `${localizedPath('fr', shellPaths.loginCallback())}?code=x`,
    localizedPath('nl', shellPaths.login()),
    '',
    null,
  ])('sends %j home instead', (candidate) => {
    expect(safeReturnPath(candidate, 'fr')).toBe('/fr');
  });
});
