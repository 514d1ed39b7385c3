import { AlertLinkPage } from '../../features/alert-links/components/alert-link-page';
import { alertLinkAction, alertLinkLoader } from '../../features/alert-links/alert-link';

/** Route module of `/search/alerts/unsubscribe`: where the unsubscription link of every alert e-mail leads. */
export const loader = alertLinkLoader;
export const action = alertLinkAction('unsubscribe');
export function Component() {
  return <AlertLinkPage action="unsubscribe" />;
}
