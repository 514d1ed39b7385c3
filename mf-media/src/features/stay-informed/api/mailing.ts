import { toApiError, type ApiClient } from '@court/runtime';
import type { MailingResult, SubscriptionBody } from '@court/contract';
import { optionalApiClient } from '../../../lib/api-client';

export type { MailingResult, SubscriptionBody };

/**
 * What a visitor is told after sending the form. `queued`: stored, to be sent when the mailing system is back
 * (the mail-server-offline notice). The other outcomes name the message or the field to mark.
 */
export type MailingOutcome =
  'sent' | 'queued' | 'invalidEmail' | 'subscriptionInvalidEmail' | 'unknownRollNumber' | 'tooManyRequests' | 'failure';

function outcomeOfError(error: unknown): MailingOutcome {
  const apiError = toApiError(error);
  switch (apiError.code) {
    case 'invalid-email':
      return 'invalidEmail';
    case 'subscription-invalid-email':
      return 'subscriptionInvalidEmail';
    case 'unknown-roll-number':
      return 'unknownRollNumber';
    case 'too-many-requests':
      return 'tooManyRequests';
    default:
      return 'failure';
  }
}

async function send(path: string, body: object, client: ApiClient): Promise<MailingOutcome> {
  try {
    // A 500 is answered here, in the form, not by leaving the page for /sorry: what the visitor typed stays.
    const { data } = await client.post<MailingResult>(path, body);
    return data.status;
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** Subscribes to the newsletter and, with a roll number, to the follow-up of that case. */
export function subscribe(body: SubscriptionBody, client: ApiClient = optionalApiClient): Promise<MailingOutcome> {
  return send('/mailing/subscriptions', body, client);
}

/** Leaves every newsletter and every followed case. */
export function unsubscribe(email: string, client: ApiClient = optionalApiClient): Promise<MailingOutcome> {
  return send('/mailing/unsubscriptions', { email }, client);
}
