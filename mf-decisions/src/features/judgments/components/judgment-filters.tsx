import { monthName } from '@court/shared';
import { useLocale, useLocation, useNavigate } from '@court/runtime';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { FIRST_YEAR, type JudgmentsPageData } from '../api/judgments-page-data';
import styles from '../../../components/filters.module.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Year and month of the list. A plain GET form, so it works without script too; with script it navigates
 * in place. The filters live in the URL, so a reload or a shared link shows the same list.
 */
export function JudgmentFilters({
  filters,
  currentYear,
}: {
  filters: JudgmentsPageData['filters'];
  currentYear: number;
}) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const years = Array.from({ length: currentYear - FIRST_YEAR + 1 }, (_, index) => currentYear - index);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    search.set('year', String(form.get('year')));
    const month = String(form.get('month') ?? '');
    if (month) search.set('month', month);
    navigate(`?${search.toString()}`);
  };

  return (
    <form
      className={`${styles.filters} no-print`}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      aria-label={t('filters.label')}
    >
      <div className={styles.field}>
        <label htmlFor="judgments-year">{t('filters.year')}</label>
        <select id="judgments-year" name="year" defaultValue={filters.year} key={`y${filters.year}`}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="judgments-month">{t('filters.month')}</label>
        <select id="judgments-month" name="month" defaultValue={filters.month ?? ''} key={`m${filters.month ?? ''}`}>
          <option value="">{t('filters.allMonths')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.submit}>
        {t('filters.show')}
      </button>
    </form>
  );
}
