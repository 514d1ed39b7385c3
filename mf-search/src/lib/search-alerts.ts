import type { AlertSearch, SearchAlertConfirmed, SearchAlertUnsubscribed } from '@court/contract';
import { createApiClient, toApiError, type Locale } from '@court/runtime';

/**
 * The alerts' calls to `/api/v1/search-alerts`. A failure is answered in the form or the page that asked, not by
 * leaving for /sorry: what the visitor typed stays.
 */
const client = createApiClient({ exemptFrom500Redirect: true });

/** A search as an alert follows it: the API's search and its parameters. */
export interface FollowedSearch {
  search: AlertSearch;
  query: Record<string, unknown>;
}

/** What became of a subscription: its confirmation e-mail is on its way, or why not. */
export type SubscribeOutcome = 'sent' | 'invalidEmail' | 'tooManyRequests' | 'failure';

export async function subscribeToAlert(
  email: string,
  language: Locale,
  followed: FollowedSearch,
): Promise<SubscribeOutcome> {
  try {
    await client.post('/search-alerts', { email, language, ...followed });
    return 'sent';
  } catch (error) {
    const { code } = toApiError(error);
    if (code === 'invalid-email') return 'invalidEmail';
    return code === 'too-many-requests' ? 'tooManyRequests' : 'failure';
  }
}

/** What a confirmation or unsubscription link led to. */
export type LinkOutcome =
  | { status: 'confirmed'; search: AlertSearch }
  | { status: 'unsubscribed' }
  | { status: 'invalidLink' }
  | { status: 'failure' };

export type AlertLinkAction = 'confirm' | 'unsubscribe';

/** Posts the token of a confirmation or unsubscription link (opening the link changes nothing by itself). */
export async function followAlertLink(action: AlertLinkAction, token: string): Promise<LinkOutcome> {
  try {
    const { data } = await client.post<SearchAlertConfirmed | SearchAlertUnsubscribed>(`/search-alerts/${action}`, {
      token,
    });
    return data.status === 'confirmed' ? { status: 'confirmed', search: data.search } : { status: 'unsubscribed' };
  } catch (error) {
    const { status, code } = toApiError(error);
    // A token that is not one (cut off in the mail client, say) is refused before it is looked up.
    return code === 'search-alert-link-invalid' || status === 400 ? { status: 'invalidLink' } : { status: 'failure' };
  }
}
