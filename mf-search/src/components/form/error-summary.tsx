import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import type { FieldErrors } from '../../lib/search-query';
import { useFieldErrorText } from './field-error-message';
import styles from './form.module.css';

interface ErrorSummaryProps {
  formId: string;
  errors: FieldErrors;
  /** Changes each time the form is submitted with errors: the summary then takes the focus. */
  attempt: number;
}

/**
 * "There is a problem": the form's errors at its top, each linking to its field, as GOV.UK forms do. It takes
 * the focus after a submission with errors, so keyboard and screen reader users hear what to fix.
 */
export function ErrorSummary({ formId, errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const text = useFieldErrorText();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={`${formId}-error-summary`} tabIndex={-1}>
      <h2 id={`${formId}-error-summary`} className={styles.summaryHeading}>
        {t('form.errorSummary')}
      </h2>
      <ul className={styles.summaryList}>
        {entries.map(([name, error]) => (
          <li key={name}>
            <a
              href={`#${formId}-${name}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(`${formId}-${name}`)?.focus();
              }}
            >
              {text(name, error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
