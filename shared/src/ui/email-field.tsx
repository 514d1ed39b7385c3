import { MAX_EMAIL_LENGTH } from '@court/contract/email-address';
import { FormField } from './form-field';

interface EmailFieldProps {
  /** The input's id, unique on the page (a page may ask for an address in more than one form). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** An e-mail address as the site's forms ask for it (the newsletter's, the search alerts'), posted as `email`. */
export function EmailField({ id, label, value, onChange, error }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
