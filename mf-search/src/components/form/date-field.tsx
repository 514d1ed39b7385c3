import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { dateSeparator } from '../../lib/dates';
import { FieldErrorMessage } from './field-error-message';
import { useSearchField } from './search-form-context';
import { useDateMask } from './use-date-mask';
import styles from './form.module.css';

/** A masked date field (day, month, year) whose label is `fields.{name}.label`; the hint shows the format. */
export function DateField({ name }: { name: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const locale = useLocale();
  const field = useSearchField(name);
  const maskRef = useDateMask(locale);
  const separator = dateSeparator(locale);
  const example = ['31', '01', '2024'].join(separator);
  const describedBy = [field.hintId, field.error && field.errorId].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${field.error ? styles.fieldWithError : ''}`}>
      <label className={styles.label} htmlFor={field.id}>
        {t(`fields.${name}.label`)}
      </label>
      <p id={field.hintId} className={styles.hint}>
        {t('form.dateHint', { example })}
      </p>
      {field.error && <FieldErrorMessage id={field.errorId} field={name} error={field.error} />}
      <input
        ref={maskRef}
        id={field.id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${styles.input} ${styles.dateInput}`}
        defaultValue={field.text}
        aria-describedby={describedBy}
        aria-invalid={field.error ? true : undefined}
      />
    </div>
  );
}

/** Two date fields for a period (`{from}`, `{to}`), grouped under `ranges.{group}` as their legend. */
export function DateRangeFields({ group, from, to }: { group: string; from: string; to: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`ranges.${group}`)}</legend>
      <div className={styles.range}>
        <DateField name={from} />
        <DateField name={to} />
      </div>
    </fieldset>
  );
}
