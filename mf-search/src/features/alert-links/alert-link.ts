import type { ActionFunctionArgs, LoaderFunctionArgs } from '@court/runtime';
import { followAlertLink, type AlertLinkAction, type LinkOutcome } from '../../lib/search-alerts';

/** The query parameter and form field of an alert link's token. */
export const ALERT_LINK_TOKEN = 'token';

export interface AlertLinkData {
  token: string | undefined;
}

/** The token of the link opened: read, not used, until the visitor presses the page's button. */
export function alertLinkLoader({ request }: LoaderFunctionArgs): AlertLinkData {
  const token = new URL(request.url).searchParams.get(ALERT_LINK_TOKEN)?.trim();
  return { token: token || undefined };
}

/** The page's button posted by a browser that runs no script: the token sent to the API. */
export function alertLinkAction(action: AlertLinkAction) {
  return async ({ request }: ActionFunctionArgs): Promise<LinkOutcome> => {
    const token = String((await request.formData()).get(ALERT_LINK_TOKEN) ?? '').trim();
    return token ? followAlertLink(action, token) : { status: 'invalidLink' };
  };
}
