import { emailProblem } from '@court/contract/email-address';
import { buttonClass, EmailField, ErrorSummary, OutcomeMessage } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useState, type FormEvent } from 'react';
import { useActionData, useLocale, useLocalizedHref, useLocation } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { subscribeToAlert, type FollowedSearch } from '../../lib/search-alerts';
import { ALERT_FIELDS, ALERT_FORM, submissionOf, type AlertSubmission } from '../../lib/alert-submission';
import styles from './search-alert-form.module.css';

const EMAIL_FIELD = 'search-alert-email';

const OUTCOME_TONES = { sent: 'success', tooManyRequests: 'error', failure: 'error' } as const;

/**
 * "E-mail me new judgments for this search", under a search's results: an address, then a confirmation link is
 * mailed (double opt-in). With scripts it sends itself; without, it is posted to the results page, whose action
 * (`answerAlertForm`) answers with the page, the outcome or the problem, and what was typed.
 */
export function SearchAlertForm({ followed }: { followed: FollowedSearch }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const location = useLocation();
  const posted = useActionData() as AlertSubmission | undefined;
  const [submission, setSubmission] = useState(posted?.form === ALERT_FORM ? posted : undefined);
  const [email, setEmail] = useState(submission?.email ?? '');
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setSubmission({ form: ALERT_FORM, email, problem });
      setAttempt((value) => value + 1);
      return;
    }
    setSending(true);
    setSubmission(undefined);
    const answer = submissionOf(email, await subscribeToAlert(email.trim(), locale, followed));
    setSending(false);
    setSubmission(answer);
    if (answer.problem) setAttempt((value) => value + 1);
  }

  const error = submission?.problem && t(`alerts.${submission.problem}`);
  const outcome = submission?.outcome;
  return (
    <form
      className={`${styles.form} no-print`}
      method="post"
      action={location.pathname + location.search}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="search-alert-title"
    >
      <input type="hidden" name={ALERT_FIELDS.form} value={ALERT_FORM} />
      <input type="hidden" name={ALERT_FIELDS.search} value={followed.search} />
      <input type="hidden" name={ALERT_FIELDS.query} value={JSON.stringify(followed.query)} />
      <h2 id="search-alert-title" className={styles.title}>
        {t('alerts.title')}
      </h2>
      <ErrorSummary
        id="search-alert-errors"
        errors={error ? [{ field: EMAIL_FIELD, message: error }] : []}
        attempt={attempt}
      />
      {outcome && (
        <OutcomeMessage tone={OUTCOME_TONES[outcome]} text={t(`alerts.${outcome}`)} testId="search-alert-outcome" />
      )}
      <p>{t('alerts.intro')}</p>
      <EmailField id={EMAIL_FIELD} label={t('alerts.email')} value={email} onChange={setEmail} error={error} />
      <p className={styles.privacy}>
        {t('alerts.privacy')} <a href={href(courtPaths.legal('privacy-policy'))}>{t('alerts.privacyPolicy')}</a>
      </p>
      <button type="submit" className={buttonClass()} disabled={sending}>
        {sending ? t('alerts.sending') : t('alerts.submit')}
      </button>
    </form>
  );
}
