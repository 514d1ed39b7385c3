import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-field.module.css';

/** What a field's control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  /** The control's id: the label points at it, and the error summary links to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message of what to correct; the field is drawn as in error while there is one. */
  error?: string;
  /** How wide the control is: the whole width (default), a few characters (a number), or its own (a date). */
  width?: 'full' | 'short' | 'auto';
  /** The control, given the attributes that tie it to the label, the hint and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field in the GOV.UK pattern: the label above, a hint under it, the error message (prefixed "Error:"
 * for screen readers) above the control, and the control described by both.
 */
export function FormField({ id, label, hint, error, width = 'full', children }: FormFieldProps) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.errorMessage}>
          <span className="visually-hidden">{t('form.errorPrefix')}</span> {error}
        </p>
      )}
      {children({
        id,
        ...(width === 'full' ? {} : { className: styles[width] }),
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}

export interface ChoiceFieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** The id of the hint, when the fieldset has one, so the group is described by it. */
  id: string;
  error?: string;
  children: ReactNode;
}

/** A group of radios or checkboxes under one question (a fieldset and its legend), in the same pattern. */
export function ChoiceFieldset({ legend, hint, id, error, children }: ChoiceFieldsetProps) {
  const { t } = useTranslation('common');
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? `${styles.field} ${styles.fieldError}` : styles.field}
      aria-describedby={describedBy}
      id={id}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.errorMessage}>
          <span className="visually-hidden">{t('form.errorPrefix')}</span> {error}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
    </fieldset>
  );
}

/** One radio or checkbox with its label beside it. */
export function Choice({ children, ...input }: InputHTMLAttributes<HTMLInputElement> & { children: ReactNode }) {
  return (
    <label className={styles.choice}>
      <input {...input} />
      {children}
    </label>
  );
}
