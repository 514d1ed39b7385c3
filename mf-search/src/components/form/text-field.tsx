import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { FieldErrorMessage } from './field-error-message';
import { useSearchField } from './search-form-context';
import styles from './form.module.css';

interface TextFieldProps {
  name: string;
  /** Whether the field takes the form's whole width (the words to find). */
  wide?: boolean;
  inputMode?: 'text' | 'numeric' | 'search';
  type?: 'text' | 'search';
  maxLength?: number;
  autoComplete?: string;
}

/**
 * A labelled text field of a search form; its label and hint are the texts `fields.{name}.label` and
 * `fields.{name}.hint`. What was typed stays after an error.
 */
export function TextField({ name, wide, inputMode, type = 'text', maxLength, autoComplete = 'off' }: TextFieldProps) {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const field = useSearchField(name);
  const hint = i18n.exists(`fields.${name}.hint`, { ns: SEARCH_NAMESPACE }) ? t(`fields.${name}.hint`) : '';
  const describedBy = [hint && field.hintId, field.error && field.errorId].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''} ${field.error ? styles.fieldWithError : ''}`}>
      <label className={styles.label} htmlFor={field.id}>
        {t(`fields.${name}.label`)}
      </label>
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {field.error && <FieldErrorMessage id={field.errorId} field={name} error={field.error} />}
      <input
        id={field.id}
        name={name}
        type={type}
        className={styles.input}
        defaultValue={field.text}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-describedby={describedBy || undefined}
        aria-invalid={field.error ? true : undefined}
      />
    </div>
  );
}
