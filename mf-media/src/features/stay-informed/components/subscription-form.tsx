import {
  buttonClass,
  Choice,
  ChoiceFieldset,
  EmailField,
  ErrorSummary,
  FormField,
  OutcomeMessage,
  type FieldError,
} from '@court/shared';
import { useState, type FormEvent } from 'react';
import { useActionData, useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { subscribe, type MailingOutcome } from '../api/mailing';
import type { LinkedCase } from '../api/load-stay-informed';
import {
  problemOfOutcome,
  subscriptionProblems,
  SUBSCRIPTION_FIELDS,
  type FieldProblem,
  type MailingSubmission,
} from '../api/subscription-submission';
import { useCaseLookup } from '../hooks/use-case-lookup';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { LETTER_LANGUAGES, type LetterLanguage } from '../validation';
import { CaseSubject } from './case-subject';
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

/**
 * The newsletter form: address, letter language and, to follow a case, its roll number. With scripts it sends
 * itself; without, it is posted to the page, whose action (`answerMailingForm`) answers with what was typed
 * and its problems or outcome, which the form then starts from.
 */
export function SubscriptionForm({ initialEmail, linkedCase }: SubscriptionFormProps) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const locale = useLocale();
  const posted = useActionData() as MailingSubmission | undefined;
  const submitted = posted?.form === 'subscribe' ? posted : undefined;
  const messagesOf = (problems: FieldProblem[]): FieldError[] =>
    problems.map(({ field, key }) => ({ field: FIELD[field], message: t(key) }));
  const [email, setEmail] = useState(submitted?.values.email ?? initialEmail);
  const [letterLanguage, setLetterLanguage] = useState<LetterLanguage>(
    submitted?.values.letterLanguage ?? (locale === 'en' ? 'all' : (locale as LetterLanguage)),
  );
  const [followCase, setFollowCase] = useState(submitted?.values.followCase ?? linkedCase !== undefined);
  const [rollNumber, setRollNumber] = useState(submitted?.values.rollNumber ?? linkedCase?.rollNumber ?? '');
  const [errors, setErrors] = useState<FieldError[]>(() => messagesOf(submitted?.problems ?? []));
  const [outcome, setOutcome] = useState<MailingOutcome | undefined>(submitted?.outcome);
  const [sending, setSending] = useState(false);
  const lookup = useCaseLookup(followCase ? rollNumber : '', linkedCase);

  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  function check(): FieldError[] {
    const found = messagesOf(subscriptionProblems({ email, letterLanguage, followCase, rollNumber }));
    if (followCase && found.length === 0 && lookup.status === 'missing')
      found.push({ field: FIELD.rollNumber, message: t('messages.unknownRollNumber') });
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
    const problem = problemOfOutcome(answer);
    if (problem) setErrors(messagesOf([problem]));
    else setOutcome(answer);
  }

  const formOutcome = outcome && FORM_OUTCOMES[outcome];
  const emailError = errorOf(FIELD.email);
  const rollError = errorOf(FIELD.rollNumber);

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="subscribe-title"
    >
      <input type="hidden" name={SUBSCRIPTION_FIELDS.form} value="subscribe" />
      <h2 id="subscribe-title">{t('subscribe.title')}</h2>
      <ErrorSummary id="subscribe-errors" errors={errors} attempt={errors} />
      {formOutcome && <OutcomeMessage tone={formOutcome.tone} text={t(formOutcome.key)} testId="subscribe-outcome" />}

      <EmailField id={FIELD.email} label={t('fields.email')} value={email} onChange={setEmail} error={emailError} />

      <ChoiceFieldset id="letter-language" legend={t('fields.letterLanguage')}>
        {LETTER_LANGUAGES.map((language) => (
          <Choice
            key={language}
            type="radio"
            name={SUBSCRIPTION_FIELDS.letterLanguage}
            value={language}
            checked={letterLanguage === language}
            onChange={() => setLetterLanguage(language)}
          >
            {t(`letterLanguages.${language}`)}
          </Choice>
        ))}
      </ChoiceFieldset>

      <div className={styles.followCase}>
        <Choice
          type="checkbox"
          name={SUBSCRIPTION_FIELDS.followCase}
          checked={followCase}
          onChange={(event) => setFollowCase(event.target.checked)}
        >
          {t('fields.followCase')}
        </Choice>
      </div>

      {/* Always there, shown by the style while the box is ticked: a browser without scripts ticks it too. */}
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
              name={SUBSCRIPTION_FIELDS.rollNumber}
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

      <button type="submit" className={buttonClass()} disabled={sending}>
        {sending ? t('subscribe.sending') : t('subscribe.submit')}
      </button>
    </form>
  );
}
