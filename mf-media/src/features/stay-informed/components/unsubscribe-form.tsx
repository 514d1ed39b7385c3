import { buttonClass, EmailField, ErrorSummary, OutcomeMessage, type FieldError } from '@court/shared';
import { useState, type FormEvent } from 'react';
import { useActionData } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { unsubscribe, type MailingOutcome } from '../api/mailing';
import { SUBSCRIPTION_FIELDS, type MailingSubmission } from '../api/subscription-submission';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { emailProblem } from '../validation';
import styles from './mailing-forms.module.css';

const FIELD = 'unsubscribe-email';

const OUTCOMES: Partial<Record<MailingOutcome, { tone: 'success' | 'info' | 'error'; key: string }>> = {
  sent: { tone: 'success', key: 'messages.unsubscribeSuccess' },
  queued: { tone: 'info', key: 'messages.mailServerOffline' },
  tooManyRequests: { tone: 'error', key: 'messages.tooManyRequests' },
  failure: { tone: 'error', key: 'messages.unsubscribeFailure' },
};

/** `/mailing/`: leave every newsletter and every followed case; posted to the page without scripts. */
export function UnsubscribeForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const posted = useActionData() as MailingSubmission | undefined;
  const submitted = posted?.form === 'unsubscribe' ? posted : undefined;
  const [email, setEmail] = useState(submitted?.values.email ?? initialEmail);
  const [errors, setErrors] = useState<FieldError[]>(() =>
    (submitted?.problems ?? []).map(({ key }) => ({ field: FIELD, message: t(key) })),
  );
  const [outcome, setOutcome] = useState<MailingOutcome | undefined>(submitted?.outcome);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const problem = emailProblem(email);
    setErrors(problem ? [{ field: FIELD, message: t(`messages.${problem}`) }] : []);
    if (problem) return;
    setSending(true);
    const answer = await unsubscribe(email.trim());
    setSending(false);
    if (answer === 'invalidEmail') setErrors([{ field: FIELD, message: t('messages.invalidEmail') }]);
    else setOutcome(answer);
  }

  const error = errors[0]?.message;
  const shown = outcome && OUTCOMES[outcome];
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="unsubscribe-title"
    >
      <input type="hidden" name={SUBSCRIPTION_FIELDS.form} value="unsubscribe" />
      <h2 id="unsubscribe-title">{t('unsubscribe.title')}</h2>
      <p>{t('unsubscribe.intro')}</p>
      <ErrorSummary id="unsubscribe-errors" errors={errors} attempt={errors} />
      {shown && <OutcomeMessage tone={shown.tone} text={t(shown.key)} testId="unsubscribe-outcome" />}
      <EmailField id={FIELD} label={t('fields.email')} value={email} onChange={setEmail} error={error} />
      <button type="submit" className={buttonClass('secondary')} disabled={sending}>
        {sending ? t('unsubscribe.sending') : t('unsubscribe.submit')}
      </button>
    </form>
  );
}
