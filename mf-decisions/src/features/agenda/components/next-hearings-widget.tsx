import { Link, useLocale, useLocalizedHref, type Locale } from '@court/runtime';
import { EmptyState, ErrorState, LoadingState, useAsync, formatDateTime } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { widgetsApi } from '../../../lib/api-client';
import { loadSectionTranslations } from '../../../lib/load-section-translations';
import { getAgenda } from '../api/get-agenda';
import styles from '../../../components/widget.module.css';

const SHOWN = 3;

type NextHearings = Awaited<ReturnType<typeof getAgenda>>['items'];

/** The widget's data: the next hearings, its texts loaded with them. */
export const loadData = async (locale: Locale): Promise<NextHearings> =>
  (await Promise.all([getAgenda('hearings', locale, SHOWN, widgetsApi), loadSectionTranslations(locale)]))[0].items;

/** Home page: the next public hearings, each linking to its place in the agenda. */
export default function NextHearingsWidget({ data }: { data?: NextHearings }) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const href = useLocalizedHref();
  const state = useAsync(() => loadData(locale), [locale], data && { data });
  return (
    <section className={styles.widget} aria-labelledby="widget-next-hearings">
      <h2 id="widget-next-hearings" className={styles.heading}>
        {t('widgets.nextHearings')}
      </h2>
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState onRetry={state.retry} />
      ) : state.data.length === 0 ? (
        <EmptyState>{t('common:messages.noResultUpcomingPleadings')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {state.data.map((hearing) => (
            <li key={hearing.id}>
              <Link to={href(decisionsPaths.agenda(hearing.id))}>
                <time dateTime={hearing.date}>{formatDateTime(hearing.date, locale)}</time>
              </Link>
              <p className={styles.text}>
                {t('agenda.rollNumbers', { count: hearing.rollNumbers.length })} {hearing.rollNumbers.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link to={href(decisionsPaths.agenda())}>{t('widgets.fullAgenda')}</Link>
      </p>
    </section>
  );
}
