import {
  Link,
  useDocumentTitle,
  useLoaderData,
  useLocale,
  useLocation,
  useNavigation,
  useRevalidator,
} from '@court/runtime';
import { EmptyState, ErrorState, LoadingState, Pagination } from '@court/shared';
import type { MediaPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { listSearch } from '../api/list-params';
import type { PressReleasePageData } from '../api/load-press-release-page';
import { courtTextLocale } from '../../../lib/text-locale';
import { usePressFeed } from '../hooks/use-press-feed';
import { PressReleaseList } from './press-release-list';
import styles from './press-releases-page.module.css';

const PAGE_OF_KIND: Record<PressReleasePageData['kind'], MediaPage> = {
  judgments: 'press-releases-concerning-the-judgments',
  general: 'general-press-releases',
};

/** `/media/press-releases-concerning-the-judgments` and `/media/general-press-releases`. */
export function PressReleasesPage() {
  const { kind, params, releases } = useLoaderData() as PressReleasePageData;
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const listHref = (target: number, withArchive: boolean) => `${pathname}${listSearch({ page: target, withArchive })}`;
  const page = PAGE_OF_KIND[kind];
  const title = t(`pages.${page}.title`);
  usePressFeed();
  useDocumentTitle(params.page > 1 ? t('pressReleases.titleOfPage', { title, page: params.page }) : title);
  const pageCount = releases.ok ? Math.ceil(releases.data.total / releases.data.pageSize) : 0;
  const empty = kind === 'judgments' ? t('common:messages.noResultPressJudgments') : t('common:messages.noResult');

  return (
    <MediaLayout page={page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t(`pages.${page}.description`)}</p>
      {courtTextLocale(locale) !== locale && <p className={styles.note}>{t('pressReleases.languageNote')}</p>}
      <p className={`${styles.archive} no-print`}>
        {params.withArchive ? (
          <Link to={listHref(1, false)}>{t('pressReleases.hideArchive')}</Link>
        ) : (
          <Link to={listHref(1, true)}>{t('pressReleases.showArchive')}</Link>
        )}
      </p>
      {navigation.state === 'loading' && navigation.location.pathname === pathname && <LoadingState />}
      {!releases.ok ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : releases.data.items.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
          {!params.withArchive && (
            <p>
              <Link to={listHref(1, true)}>{t('pressReleases.showArchive')}</Link>
            </p>
          )}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('pressReleases.count', { count: releases.data.total })}
          </p>
          <PressReleaseList releases={releases.data.items} />
          <Pagination
            page={params.page}
            pageCount={pageCount}
            hrefOf={(target) => listHref(target, params.withArchive)}
          />
        </>
      )}
    </MediaLayout>
  );
}
