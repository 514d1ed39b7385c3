import type { AlertSearch } from '@court/contract';
import { emailProblem, type EmailProblem } from '@court/contract/email-address';
import { localeOfParams, type ActionFunctionArgs } from '@court/runtime';
import { subscribeToAlert, type FollowedSearch, type SubscribeOutcome } from './search-alerts';

/** The names of the alert form's fields, as a browser without scripts posts them. */
export const ALERT_FIELDS = { form: 'form', email: 'email', search: 'alertSearch', query: 'alertQuery' } as const;
/** The value of the `form` field that tells the alert form from the page's other forms. */
export const ALERT_FORM = 'search-alert';

/** What the alert form is answered with: what was typed, and its problem or the outcome. */
export interface AlertSubmission {
  form: typeof ALERT_FORM;
  email: string;
  problem?: EmailProblem;
  outcome?: Exclude<SubscribeOutcome, 'invalidEmail'>;
}

/** The outcome of sending, as the form shows it: a refused address is the field's problem. */
export function submissionOf(email: string, outcome: SubscribeOutcome): AlertSubmission {
  return outcome === 'invalidEmail'
    ? { form: ALERT_FORM, email, problem: 'invalidEmail' }
    : { form: ALERT_FORM, email, outcome };
}

function followedOf(form: FormData): FollowedSearch | undefined {
  try {
    const query: unknown = JSON.parse(String(form.get(ALERT_FIELDS.query) ?? ''));
    if (typeof query !== 'object' || query === null || Array.isArray(query)) return undefined;
    return { search: String(form.get(ALERT_FIELDS.search)) as AlertSearch, query: query as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/**
 * The action of the results pages that offer alerts: the alert form posted by a browser that runs no script
 * (with scripts, the form sends itself), checked as the form checks it and sent to the API, which checks the
 * search it names as it checks any.
 */
export async function answerAlertForm({ params, request }: ActionFunctionArgs): Promise<AlertSubmission> {
  const posted = await request.formData();
  const email = String(posted.get(ALERT_FIELDS.email) ?? '').slice(0, 1024);
  const problem = emailProblem(email);
  if (problem) return { form: ALERT_FORM, email, problem };
  const followed = followedOf(posted);
  if (!followed) return { form: ALERT_FORM, email, outcome: 'failure' };
  return submissionOf(email, await subscribeToAlert(email.trim(), localeOfParams(params), followed));
}
