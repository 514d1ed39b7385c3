import { useLocation, useNavigate } from '@court/runtime';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { CASE_TYPES } from '../api/get-pending-cases';
import type { PendingCaseFilters as Filters } from '../api/pending-cases-page-data';
import styles from '../../../components/filters.module.css';

/**
 * Type of case and whether decided cases are listed too; kept in the URL. A plain GET form, so it works without
 * script too; with script it navigates in place.
 */
export function PendingCaseFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    const type = String(form.get('type') ?? '');
    if (type) search.set('type', type);
    if (form.get('withArchive')) search.set('withArchive', 'true');
    navigate(`?${search.toString()}`);
  };
  return (
    <form
      className={`${styles.filters} no-print`}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      aria-label={t('filters.label')}
      key={`${filters.type ?? ''}-${filters.withArchive}`}
    >
      <div className={styles.field}>
        <label htmlFor="cases-type">{t('filters.type')}</label>
        <select id="cases-type" name="type" defaultValue={filters.type ?? ''}>
          <option value="">{t('filters.allTypes')}</option>
          {CASE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`proceedingTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.check}>
        <input
          id="cases-archive"
          type="checkbox"
          name="withArchive"
          value="true"
          defaultChecked={filters.withArchive}
        />
        <label htmlFor="cases-archive">{t('filters.withArchive')}</label>
      </div>
      <button type="submit" className={styles.submit}>
        {t('filters.show')}
      </button>
    </form>
  );
}
