import { ErrorSummary, type FieldError } from '@court/shared';
import { useState, type FormEvent } from 'react';
import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { subscribe, type MailingOutcome } from '../api/mailing';
import type { LinkedCase } from '../api/load-stay-informed';
import { useCaseLookup } from '../hooks/use-case-lookup';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import {
  emailProblem,
  LETTER_LANGUAGES,
  MAX_EMAIL_LENGTH,
  rollNumberProblem,
  type LetterLanguage,
} from '../validation';
import { CaseSubject } from './case-subject';
import { OutcomeMessage } from './outcome-message';
import styles from './mailing-forms.module.css';

interface SubscriptionFormProps {
  initialEmail: string;
  linkedCase: LinkedCase | undefined;
}

const FIELD = { email: 'subscribe-email', rollNumber: 'subscribe-roll-number' } as const;

/** Messages that answer the whole form rather than one field. */
const FORM_OUTCOMES: Partial<Record<MailingOutcome, { tone: 'success' | 'info' | 'error'; key: string }>> = {
  sent: { tone: 'success', key: 'messages.success' },
  queued: { tone: 'info', key: 'messages.mailServerOffline' },
  tooManyRequests: { tone: 'error', key: 'messages.tooManyRequests' },
  failure: { tone: 'error', key: 'messages.failure' },
};

/** The newsletter form: address, letter language and, to follow a case, its roll number. */
export function SubscriptionForm({ initialEmail, linkedCase }: SubscriptionFormProps) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const locale = useLocale();
  const [email, setEmail] = useState(initialEmail);
  const [letterLanguage, setLetterLanguage] = useState<LetterLanguage>(
    locale === 'en' ? 'all' : (locale as LetterLanguage),
  );
  const [followCase, setFollowCase] = useState(linkedCase !== undefined);
  const [rollNumber, setRollNumber] = useState(linkedCase?.rollNumber ?? '');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [outcome, setOutcome] = useState<MailingOutcome>();
  const [sending, setSending] = useState(false);
  const lookup = useCaseLookup(followCase ? rollNumber : '', linkedCase);

  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  function check(): FieldError[] {
    const found: FieldError[] = [];
    const emailIssue = emailProblem(email);
    if (emailIssue) found.push({ field: FIELD.email, message: t(`messages.${emailIssue}`) });
    if (followCase) {
      const rollIssue = rollNumberProblem(rollNumber);
      if (rollIssue) found.push({ field: FIELD.rollNumber, message: t(`messages.${rollIssue}`) });
      else if (lookup.status === 'missing')
        found.push({ field: FIELD.rollNumber, message: t('messages.unknownRollNumber') });
    }
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const found = check();
    setErrors(found);
    if (found.length > 0) return;
    setSending(true);
    const answer = await subscribe({
      email: email.trim(),
      letterLanguage,
      ...(followCase ? { rollNumber: rollNumber.trim() } : {}),
    });
    setSending(false);
    if (answer === 'invalidEmail' || answer === 'subscriptionInvalidEmail') {
      setErrors([{ field: FIELD.email, message: t(`messages.${answer}`) }]);
    } else if (answer === 'unknownRollNumber') {
      setErrors([{ field: FIELD.rollNumber, message: t('messages.unknownRollNumber') }]);
    } else setOutcome(answer);
  }

  const formOutcome = outcome && FORM_OUTCOMES[outcome];
  const emailError = errorOf(FIELD.email);
  const rollError = errorOf(FIELD.rollNumber);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="subscribe-title"
    >
      <h2 id="subscribe-title">{t('subscribe.title')}</h2>
      <ErrorSummary id="subscribe-errors" errors={errors} attempt={errors} />
      {formOutcome && <OutcomeMessage tone={formOutcome.tone} text={t(formOutcome.key)} testId="subscribe-outcome" />}

      <div className={`${styles.field} ${emailError ? styles.fieldError : ''}`}>
        <label htmlFor={FIELD.email}>{t('fields.email')}</label>
        {emailError && (
          <p id={`${FIELD.email}-error`} className={styles.errorMessage}>
            <span className="visually-hidden">{t('errorPrefix')}</span> {emailError}
          </p>
        )}
        <input
          id={FIELD.email}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${FIELD.email}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>

      <fieldset className={styles.field}>
        <legend>{t('fields.letterLanguage')}</legend>
        <div className={styles.radios}>
          {LETTER_LANGUAGES.map((language) => (
            <label key={language} className={styles.choice}>
              <input
                type="radio"
                name="letterLanguage"
                value={language}
                checked={letterLanguage === language}
                onChange={() => setLetterLanguage(language)}
              />
              {t(`letterLanguages.${language}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label className={styles.choice}>
          <input type="checkbox" checked={followCase} onChange={(event) => setFollowCase(event.target.checked)} />
          {t('fields.followCase')}
        </label>
      </div>

      {followCase && (
        <div className={`${styles.field} ${styles.conditional} ${rollError ? styles.fieldError : ''}`}>
          <label htmlFor={FIELD.rollNumber}>{t('fields.rollNumber')}</label>
          <p id={`${FIELD.rollNumber}-hint`} className={styles.hint}>
            {t('fields.rollNumberHint')}
          </p>
          {rollError && (
            <p id={`${FIELD.rollNumber}-error`} className={styles.errorMessage}>
              <span className="visually-hidden">{t('errorPrefix')}</span> {rollError}
            </p>
          )}
          <input
            id={FIELD.rollNumber}
            name="rollNumber"
            className={styles.short}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={rollNumber}
            aria-invalid={rollError ? true : undefined}
            aria-describedby={[`${FIELD.rollNumber}-hint`, rollError && `${FIELD.rollNumber}-error`, 'case-subject']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setRollNumber(event.target.value)}
          />
          <CaseSubject id="case-subject" lookup={lookup} />
        </div>
      )}

      <button type="submit" className={styles.button} disabled={sending}>
        {sending ? t('subscribe.sending') : t('subscribe.submit')}
      </button>
    </form>
  );
}
