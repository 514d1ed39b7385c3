import { SORRY_PATH, type SiteNavigate } from '@court/runtime';
import type { createAppRouter } from './router';

type AppRouter = Pick<ReturnType<typeof createAppRouter>, 'state' | 'navigate' | 'createHref'>;

/**
 * How shared code moves the visitor (to /sorry, to the login page), through the router.
 *
 * A server error met on the way to a page (a search just submitted, a filter just changed) leaves for /sorry
 * before that page was ever shown, so Back would return to the page before it and what the visitor typed
 * would be lost. The current history entry is therefore first given the address they were going to: Back
 * from /sorry tries that page again, with what they typed.
 */
export function createSiteNavigator(router: AppRouter): SiteNavigate {
  return (path, options) => {
    const pending = router.state.navigation.location;
    if (path === SORRY_PATH && pending && !options?.replace) {
      window.history.replaceState(window.history.state, '', router.createHref(pending));
    }
    void router.navigate(path, options);
  };
}
