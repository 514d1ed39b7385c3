import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, SORRY_PATH } from '@court/runtime';
import { decisionsPaths, searchPaths, shellPaths } from '@court/site-map';
import { createSiteNavigator } from '../site-navigator';

const SEARCH_PAGE = localizedPath('de', searchPaths.page('full-text-judgment'));
const JUDGMENTS = localizedPath('de', decisionsPaths.judgments());
const LOGIN = localizedPath('de', shellPaths.login());

type Location = { pathname: string; search: string; hash: string };

function fakeRouter(pending: Location | undefined) {
  return {
    state: { navigation: { location: pending } },
    navigate: vi.fn(() => Promise.resolve()),
    createHref: (location: Location) => `${location.pathname}${location.search}${location.hash}`,
  } as unknown as Parameters<typeof createSiteNavigator>[0];
}

describe('moving the visitor from shared code', () => {
  beforeEach(() => window.history.replaceState(null, '', SEARCH_PAGE));

  it('a server error on the way to a page leaves that page in the history, so Back tries it again', () => {
    const router = fakeRouter({ pathname: SEARCH_PAGE, search: '?term=Gleichheit', hash: '' });
    createSiteNavigator(router)(SORRY_PATH);
    expect(window.location.pathname + window.location.search).toBe(`${SEARCH_PAGE}?term=Gleichheit`);
    expect(router.navigate).toHaveBeenCalledWith(SORRY_PATH, undefined);
  });

  it('leaves the history alone with no navigation on its way, or for any other destination', () => {
    createSiteNavigator(fakeRouter(undefined))(SORRY_PATH);
    expect(window.location.search).toBe('');
    const pending = fakeRouter({ pathname: JUDGMENTS, search: '?year=2020', hash: '' });
    createSiteNavigator(pending)(LOGIN, { replace: true });
    expect(window.location.pathname).toBe(SEARCH_PAGE);
    expect(pending.navigate).toHaveBeenCalledWith(LOGIN, { replace: true });
  });
});
