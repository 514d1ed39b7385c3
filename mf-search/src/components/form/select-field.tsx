import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { FieldErrorMessage } from './field-error-message';
import { useSearchField } from './search-form-context';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

interface SelectFieldProps {
  name: string;
  /** Options, or groups of options (`<optgroup>`). */
  options: SelectOption[] | SelectGroup[];
  /** Text of the empty first option (no choice); omitted when a value is always chosen. */
  emptyLabel?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

const isGrouped = (options: SelectOption[] | SelectGroup[]): options is SelectGroup[] =>
  options.length > 0 && 'options' in options[0]!;

/** A labelled select of a search form (`fields.{name}.label`, optional `fields.{name}.hint`). */
export function SelectField({ name, options, emptyLabel, onChange }: SelectFieldProps) {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const field = useSearchField(name);
  const hint = i18n.exists(`fields.${name}.hint`, { ns: SEARCH_NAMESPACE }) ? t(`fields.${name}.hint`) : '';
  const describedBy = [hint && field.hintId, field.error && field.errorId].filter(Boolean).join(' ');
  const renderOption = (option: SelectOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div className={`${styles.field} ${field.error ? styles.fieldWithError : ''}`}>
      <label className={styles.label} htmlFor={field.id}>
        {t(`fields.${name}.label`)}
      </label>
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {field.error && <FieldErrorMessage id={field.errorId} field={name} error={field.error} />}
      <select
        id={field.id}
        name={name}
        className={styles.select}
        defaultValue={field.text}
        onChange={onChange}
        aria-describedby={describedBy || undefined}
        aria-invalid={field.error ? true : undefined}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {isGrouped(options)
          ? options.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map(renderOption)}
              </optgroup>
            ))
          : options.map(renderOption)}
      </select>
    </div>
  );
}
