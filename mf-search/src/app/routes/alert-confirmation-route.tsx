import { AlertLinkPage } from '../../features/alert-links/components/alert-link-page';
import { alertLinkAction, alertLinkLoader } from '../../features/alert-links/alert-link';

/** Route module of `/search/alerts/confirm`: where the confirmation link of an alert e-mail leads. */
export const loader = alertLinkLoader;
export const action = alertLinkAction('confirm');
export function Component() {
  return <AlertLinkPage action="confirm" />;
}
