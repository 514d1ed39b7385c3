import { buttonClass, Choice, ChoiceFieldset, ErrorSummary, FormField, type FieldError } from '@court/shared';
import { useState, type FormEvent } from 'react';
import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { subscribe, type MailingOutcome } from '../api/mailing';
import type { LinkedCase } from '../api/load-stay-informed';
import { useCaseLookup } from '../hooks/use-case-lookup';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { emailProblem, LETTER_LANGUAGES, rollNumberProblem, type LetterLanguage } from '../validation';
import { CaseSubject } from './case-subject';
import { EmailField } from './email-field';
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

      <EmailField id={FIELD.email} value={email} onChange={setEmail} error={emailError} />

      <ChoiceFieldset id="letter-language" legend={t('fields.letterLanguage')}>
        {LETTER_LANGUAGES.map((language) => (
          <Choice
            key={language}
            type="radio"
            name="letterLanguage"
            value={language}
            checked={letterLanguage === language}
            onChange={() => setLetterLanguage(language)}
          >
            {t(`letterLanguages.${language}`)}
          </Choice>
        ))}
      </ChoiceFieldset>

      <div className={styles.followCase}>
        <Choice type="checkbox" checked={followCase} onChange={(event) => setFollowCase(event.target.checked)}>
          {t('fields.followCase')}
        </Choice>
      </div>

      {followCase && (
        <div className={styles.conditional}>
          <FormField
            id={FIELD.rollNumber}
            label={t('fields.rollNumber')}
            hint={t('fields.rollNumberHint')}
            error={rollError}
            width="short"
          >
            {(control) => (
              <input
                {...control}
                name="rollNumber"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={rollNumber}
                aria-describedby={`${control['aria-describedby']} case-subject`}
                onChange={(event) => setRollNumber(event.target.value)}
              />
            )}
          </FormField>
          <CaseSubject id="case-subject" lookup={lookup} />
        </div>
      )}

      <button type="submit" className={buttonClass()} disabled={sending}>
        {sending ? t('subscribe.sending') : t('subscribe.submit')}
      </button>
    </form>
  );
}
