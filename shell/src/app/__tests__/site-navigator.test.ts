import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SORRY_PATH } from '@court/runtime';
import { createSiteNavigator } from '../site-navigator';

type Location = { pathname: string; search: string; hash: string };

function fakeRouter(pending: Location | undefined) {
  return {
    state: { navigation: { location: pending } },
    navigate: vi.fn(() => Promise.resolve()),
    createHref: (location: Location) => `${location.pathname}${location.search}${location.hash}`,
  } as unknown as Parameters<typeof createSiteNavigator>[0];
}

describe('moving the visitor from shared code', () => {
  beforeEach(() => window.history.replaceState(null, '', '/de/search/full-text-judgment'));

  it('a server error on the way to a page leaves that page in the history, so Back tries it again', () => {
    const router = fakeRouter({ pathname: '/de/search/full-text-judgment', search: '?term=Gleichheit', hash: '' });
    createSiteNavigator(router)(SORRY_PATH);
    expect(window.location.pathname + window.location.search).toBe('/de/search/full-text-judgment?term=Gleichheit');
    expect(router.navigate).toHaveBeenCalledWith(SORRY_PATH, undefined);
  });

  it('leaves the history alone with no navigation on its way, or for any other destination', () => {
    createSiteNavigator(fakeRouter(undefined))(SORRY_PATH);
    expect(window.location.search).toBe('');
    const pending = fakeRouter({ pathname: '/de/judgments', search: '?year=2020', hash: '' });
    createSiteNavigator(pending)('/de/auth/login', { replace: true });
    expect(window.location.pathname).toBe('/de/search/full-text-judgment');
    expect(pending.navigate).toHaveBeenCalledWith('/de/auth/login', { replace: true });
  });
});
