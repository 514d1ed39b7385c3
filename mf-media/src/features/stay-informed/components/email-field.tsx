import { FormField } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { MAX_EMAIL_LENGTH } from '../validation';

interface EmailFieldProps {
  /** The input's id, unique on the page (both forms ask for an address). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The e-mail address both newsletter forms ask for. */
export function EmailField({ id, value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation(STAY_INFORMED_NAMESPACE);
  return (
    <FormField id={id} label={t('fields.email')} error={error}>
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
