import { buttonClass, ErrorSummary, type FieldError } from '@court/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unsubscribe, type MailingOutcome } from '../api/mailing';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { emailProblem } from '../validation';
import { EmailField } from './email-field';
import { OutcomeMessage } from './outcome-message';
import styles from './mailing-forms.module.css';

const FIELD = 'unsubscribe-email';

const OUTCOMES: Partial<Record<MailingOutcome, { tone: 'success' | 'info' | 'error'; key: string }>> = {
  sent: { tone: 'success', key: 'messages.unsubscribeSuccess' },
  queued: { tone: 'info', key: 'messages.mailServerOffline' },
  tooManyRequests: { tone: 'error', key: 'messages.tooManyRequests' },
  failure: { tone: 'error', key: 'messages.unsubscribeFailure' },
};

/** `/mailing/`: leave every newsletter and every followed case. */
export function UnsubscribeForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [outcome, setOutcome] = useState<MailingOutcome>();
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
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="unsubscribe-title"
    >
      <h2 id="unsubscribe-title">{t('unsubscribe.title')}</h2>
      <p>{t('unsubscribe.intro')}</p>
      <ErrorSummary id="unsubscribe-errors" errors={errors} attempt={errors} />
      {shown && <OutcomeMessage tone={shown.tone} text={t(shown.key)} testId="unsubscribe-outcome" />}
      <EmailField id={FIELD} value={email} onChange={setEmail} error={error} />
      <button type="submit" className={buttonClass('secondary')} disabled={sending}>
        {sending ? t('unsubscribe.sending') : t('unsubscribe.submit')}
      </button>
    </form>
  );
}
