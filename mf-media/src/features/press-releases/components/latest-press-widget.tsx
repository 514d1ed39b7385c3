import { COMMON_NAMESPACE, Link, loadTranslations, useLocale, useLocalizedHref, type Locale } from '@court/runtime';
import { ErrorState, LoadingState, useAsync } from '@court/shared';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { optionalApiClient } from '../../../lib/api-client';
import { LATEST_COUNT } from '../api/limits';
import { fetchPressReleases } from '../api/press-releases';
import { PressReleaseList } from './press-release-list';
import styles from './latest-press-widget.module.css';

type LatestReleases = Awaited<ReturnType<typeof fetchPressReleases>>;

/** The widget's data: the newest releases of both kinds, its texts loaded with them. */
export const loadData = async (locale: Locale): Promise<LatestReleases> =>
  (
    await Promise.all([
      fetchPressReleases({ kind: 'all', locale, pageSize: LATEST_COUNT }, optionalApiClient),
      loadTranslations(locale, [COMMON_NAMESPACE, SECTION_NAMESPACE]),
    ])
  )[0];

/**
 * The home page's "latest press releases": the newest releases of both kinds. It loads its texts and its
 * data together, in the page's language, and never sends the visitor away if the API fails.
 */
export function LatestPressWidget({ data }: { data?: LatestReleases }) {
  const locale = useLocale();
  const href = useLocalizedHref();
  const { t } = useTranslation([SECTION_NAMESPACE, COMMON_NAMESPACE]);
  // Its texts without the releases: the widget then says the releases could not be had, with "try again".
  const state = useAsync(
    () =>
      loadData(locale).catch(async () => {
        await loadTranslations(locale, [COMMON_NAMESPACE, SECTION_NAMESPACE]);
        return undefined;
      }),
    [locale],
    data && { data },
  );

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return null;
  return (
    <section className={styles.widget} aria-labelledby="latest-press-heading" data-testid="latest-press-widget">
      <h2 id="latest-press-heading" className={styles.heading}>
        {t('widget.heading')}
      </h2>
      {state.data ? (
        <PressReleaseList releases={state.data.items} showKind headingLevel={3} compact />
      ) : (
        <ErrorState onRetry={state.retry} />
      )}
      <p className={styles.more}>
        <Link to={href(mediaPaths.page('press-releases-concerning-the-judgments'))}>{t('widget.judgments')}</Link>
        <Link to={href(mediaPaths.page('general-press-releases'))}>{t('widget.general')}</Link>
      </p>
    </section>
  );
}

export default LatestPressWidget;
