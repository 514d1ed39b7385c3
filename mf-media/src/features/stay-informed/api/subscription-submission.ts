import type { ActionFunctionArgs } from '@court/runtime';
import { subscribe, unsubscribe, type MailingOutcome } from './mailing';
import { emailProblem, isLetterLanguage, rollNumberProblem, type LetterLanguage } from '../validation';

/** The names of the newsletter forms' fields, as a browser without scripts posts them. */
export const SUBSCRIPTION_FIELDS = {
  form: 'form',
  email: 'email',
  letterLanguage: 'letterLanguage',
  followCase: 'followCase',
  rollNumber: 'rollNumber',
} as const;

export type MailingForm = 'subscribe' | 'unsubscribe';

export interface SubscriptionValues {
  email: string;
  letterLanguage: LetterLanguage;
  followCase: boolean;
  rollNumber: string;
}

/** A field's problem, by the key of its message in the section's texts. */
export interface FieldProblem {
  field: 'email' | 'rollNumber';
  key: string;
}

/** What a form posted without scripts is answered with: what was typed, its problems, or the outcome. */
export interface MailingSubmission {
  form: MailingForm;
  values: SubscriptionValues;
  problems: FieldProblem[];
  outcome?: MailingOutcome;
}

/** The problems the form can tell before sending: the same checks with scripts and without. */
export function subscriptionProblems(values: SubscriptionValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const emailIssue = emailProblem(values.email);
  if (emailIssue) problems.push({ field: 'email', key: `messages.${emailIssue}` });
  const rollIssue = values.followCase ? rollNumberProblem(values.rollNumber) : undefined;
  if (rollIssue) problems.push({ field: 'rollNumber', key: `messages.${rollIssue}` });
  return problems;
}

/** An API outcome that belongs to a field rather than to the whole form. */
export function problemOfOutcome(outcome: MailingOutcome): FieldProblem | undefined {
  if (outcome === 'invalidEmail' || outcome === 'subscriptionInvalidEmail')
    return { field: 'email', key: `messages.${outcome}` };
  if (outcome === 'unknownRollNumber') return { field: 'rollNumber', key: 'messages.unknownRollNumber' };
  return undefined;
}

function valuesOf(form: FormData, fallbackLanguage: LetterLanguage): SubscriptionValues {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 1024);
  const letterLanguage = text(SUBSCRIPTION_FIELDS.letterLanguage);
  return {
    email: text(SUBSCRIPTION_FIELDS.email),
    letterLanguage: isLetterLanguage(letterLanguage) ? letterLanguage : fallbackLanguage,
    followCase: form.has(SUBSCRIPTION_FIELDS.followCase),
    rollNumber: text(SUBSCRIPTION_FIELDS.rollNumber),
  };
}

/**
 * The action of the newsletter pages: a subscription or an unsubscription posted by a browser that runs no
 * script (with scripts, the forms send it themselves), checked as the form checks it and sent to the API.
 */
export async function answerMailingForm({ request }: ActionFunctionArgs): Promise<MailingSubmission> {
  const posted = await request.formData();
  const form: MailingForm = posted.get(SUBSCRIPTION_FIELDS.form) === 'unsubscribe' ? 'unsubscribe' : 'subscribe';
  const values = valuesOf(posted, 'all');
  const problems =
    form === 'subscribe' ? subscriptionProblems(values) : subscriptionProblems({ ...values, followCase: false });
  if (problems.length > 0) return { form, values, problems };
  const outcome =
    form === 'subscribe'
      ? await subscribe({
          email: values.email.trim(),
          letterLanguage: values.letterLanguage,
          ...(values.followCase ? { rollNumber: values.rollNumber.trim() } : {}),
        })
      : await unsubscribe(values.email.trim());
  const problem = problemOfOutcome(outcome);
  return problem ? { form, values, problems: [problem] } : { form, values, problems: [], outcome };
}
