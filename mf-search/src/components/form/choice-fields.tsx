import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { useSearchField } from './search-form-context';
import type { SelectOption } from './select-field';
import styles from './form.module.css';

/** A checkbox sending `{name}=true` when ticked (`fields.{name}.label`). */
export function CheckboxField({ name }: { name: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const field = useSearchField(name);
  return (
    <div className={styles.choice}>
      <input id={field.id} name={name} type="checkbox" value="true" defaultChecked={field.text === 'true'} />
      <label htmlFor={field.id}>{t(`fields.${name}.label`)}</label>
    </div>
  );
}

interface RadioGroupProps {
  name: string;
  options: SelectOption[];
  /** The value ticked; the group is controlled when the page shows other fields for each choice. */
  value: string;
  onChange: (value: string) => void;
}

/** Radio buttons under the legend `fields.{name}.label`. */
export function RadioGroup({ name, options, value, onChange }: RadioGroupProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const field = useSearchField(name);
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`}>
      <legend className={styles.legend}>{t(`fields.${name}.label`)}</legend>
      <div className={styles.inlineChoices}>
        {options.map((option) => (
          <div key={option.value} className={styles.choice}>
            <input
              id={`${field.id}-${option.value}`}
              name={name}
              type="radio"
              value={option.value}
              checked={value === option.value}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            />
            <label htmlFor={`${field.id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
