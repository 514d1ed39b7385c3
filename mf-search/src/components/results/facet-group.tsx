import { useEffect, useRef } from 'react';
import type { FacetCount } from '@court/contract';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { useSearchForm } from '../form/search-form-context';
import styles from './results.module.css';

interface FacetGroupProps {
  /** The filter's name in the URL and the API (`judgmentType`…); its legend is `facets.{name}`. */
  name: string;
  counts: FacetCount[];
  selected: readonly string[];
}

/**
 * One filter as checkboxes, each with the number of hits it gives (the API counts every value, with the other
 * filters applied). Values without hits are left out unless ticked, so they can be unticked. The boxes belong to
 * the search form (`form=`): ticking one submits the whole query, and unticked boxes are left out of the URL.
 */
export function FacetGroup({ name, counts, selected }: FacetGroupProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { formId } = useSearchForm();
  const options = counts.filter((facet) => facet.count > 0 || selected.includes(facet.value));
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.facetGroup}>
      <legend>{t(`facets.${name}`)}</legend>
      {options.map((facet) => (
        <FacetCheckbox
          key={facet.value}
          id={`${formId}-facet-${name}-${facet.value}`}
          formId={formId}
          name={name}
          value={facet.value}
          checked={selected.includes(facet.value)}
          label={facet.label}
          count={facet.count}
        />
      ))}
    </fieldset>
  );
}

interface FacetCheckboxProps {
  id: string;
  formId: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count: number;
}

function FacetCheckbox({ id, formId, name, value, checked, label, count }: FacetCheckboxProps) {
  const { submit } = useSearchForm();
  const ref = useRef<HTMLInputElement>(null);
  // Uncontrolled, so the tick shows at once while the results load; the URL's state wins when it changes.
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return (
    <div className={styles.facetOption}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        form={formId}
        name={name}
        value={value}
        defaultChecked={checked}
        onChange={submit}
      />
      <label htmlFor={id}>
        {label} <span className={styles.facetCount}>({count})</span>
      </label>
    </div>
  );
}
