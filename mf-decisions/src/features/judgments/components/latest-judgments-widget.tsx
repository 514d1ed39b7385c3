import { Link, useLocale, useLocalizedHref, type Locale } from '@court/runtime';
import { EmptyState, ErrorState, LoadingState, useAsync, formatDate } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { widgetsApi } from '../../../lib/api-client';
import { loadSectionTranslations } from '../../../lib/load-section-translations';
import { judgmentNumber } from '../../../lib/format';
import { getLatestJudgments } from '../api/get-latest-judgments';
import styles from '../../../components/widget.module.css';

type LatestJudgments = Awaited<ReturnType<typeof getLatestJudgments>>;

/** The widget's data: the latest judgments, its texts loaded with them. */
export const loadData = async (locale: Locale): Promise<LatestJudgments> =>
  (await Promise.all([getLatestJudgments(locale, widgetsApi), loadSectionTranslations(locale)]))[0];

/** Home page: the court's five latest judgments, each linking to its page. */
export default function LatestJudgmentsWidget({ data }: { data?: LatestJudgments }) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const href = useLocalizedHref();
  const state = useAsync(() => loadData(locale), [locale], data && { data });
  return (
    <section className={styles.widget} aria-labelledby="widget-latest-judgments">
      <h2 id="widget-latest-judgments" className={styles.heading}>
        {t('widgets.latestJudgments')}
      </h2>
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState onRetry={state.retry} />
      ) : state.data.length === 0 ? (
        <EmptyState>{t('common:messages.noJudgment')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {state.data.map((judgment) => (
            <li key={judgment.ecli}>
              <Link to={href(decisionsPaths.judgment(judgment))}>
                {t('judgment.title', { number: judgmentNumber(judgment.number, judgment.year) })}
              </Link>{' '}
              <time dateTime={judgment.date} className={styles.date}>
                {formatDate(judgment.date, locale)}
              </time>
              {judgment.headnote && <p className={styles.text}>{judgment.headnote}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link to={href(decisionsPaths.judgments())}>{t('widgets.allJudgments')}</Link>
      </p>
    </section>
  );
}
