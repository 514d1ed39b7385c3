import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import { DateRangeFields } from './date-field';
import { useSearchForm } from './search-form-context';
import styles from './form.module.css';

const MORE_DATES = ['referralDateFrom', 'referralDateTo', 'officialJournalDateFrom', 'officialJournalDateTo'];

/**
 * The date filters of a judgment search: the judgment's date, and under "more dates" the referral decision's
 * and the Official Journal's, unfolded when one of them is filled in or wrong.
 */
export function JudgmentDateFilters() {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { draft, errors } = useSearchForm();
  const used = MORE_DATES.some((name) => Boolean(draft[name]) || Boolean(errors[name]));
  return (
    <div className={styles.wide}>
      <DateRangeFields group="judgmentDate" from="judgmentDateFrom" to="judgmentDateTo" />
      <details className={styles.more} open={used}>
        <summary>{t('form.moreDates')}</summary>
        <div className={styles.fields}>
          <DateRangeFields group="referralDate" from="referralDateFrom" to="referralDateTo" />
          <DateRangeFields group="officialJournalDate" from="officialJournalDateFrom" to="officialJournalDateTo" />
        </div>
      </details>
    </div>
  );
}
