import { readFedidCookie, useSessionStore } from '@court/runtime';
import { endBrowserSession } from './browser-session';

/**
 * Logout (spec section 7): the browser forgets the login first, so nothing is left behind even if the
 * provider is not reached, then goes through the API, which ends the login and sends it to the provider's
 * end-session endpoint; the provider sends it back to /{lang}/logout.
 */
export function startLogout(): void {
  const fedid = useSessionStore.getState().authInfo?.fedid ?? readFedidCookie() ?? '';
  endBrowserSession();
  window.location.assign(`/api/v1/auth/csam/logout?fedid=${encodeURIComponent(fedid)}`);
}
