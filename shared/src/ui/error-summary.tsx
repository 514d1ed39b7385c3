import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './error-summary.module.css';

export interface FieldError {
  /** The id of the field to correct: the summary links to it and moves the focus there. */
  field: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** Unique on the page (two forms may show theirs at once); names the summary's heading. */
  id: string;
  errors: FieldError[];
  /**
   * Changes each time the visitor sends the form with errors: the summary then takes the focus, so keyboard and
   * screen reader users hear what to fix. A falsy value (errors that came with the page) leaves the focus be.
   */
  attempt: unknown;
}

/** GOV.UK's error summary: "There is a problem" at the top of a form, with one link per field to correct. */
export function ErrorSummary({ id, errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown && attempt) ref.current?.focus();
    // Only a new attempt moves the focus, not each correction typed since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('form.errorSummary')}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.field}`}
              onClick={(event) => {
                const field = document.getElementById(error.field);
                if (!field) return;
                event.preventDefault();
                field.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
