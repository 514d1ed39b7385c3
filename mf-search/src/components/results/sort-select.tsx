import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import type { SortOption } from '../../lib/judgment-query';
import { useSearchForm } from '../form/search-form-context';
import { ApplyButton } from './apply-button';
import styles from './results.module.css';

/**
 * The order of the hits; part of the search form, so choosing another order runs the same query again (at once
 * with scripts, with its button without).
 */
export function SortSelect({ options, value }: { options: readonly SortOption[]; value: SortOption }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { formId, submit } = useSearchForm();
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return (
    <div className={styles.sort}>
      <label htmlFor={`${formId}-sort`}>{t('sort.label')}</label>
      <select ref={ref} id={`${formId}-sort`} name="sort" form={formId} defaultValue={value} onChange={submit}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
      <ApplyButton label={t('sort.apply')} />
    </div>
  );
}
