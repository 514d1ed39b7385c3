import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import styles from './mailing-forms.module.css';

export interface FieldError {
  /** The id of the field, the summary's link target. */
  field: string;
  message: string;
}

/** GOV.UK's error summary: at the top of the form, focused when it appears, one link per field to correct. */
export function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {t('errorSummary')}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${error.field}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
