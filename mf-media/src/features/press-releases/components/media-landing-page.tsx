import { useDocumentTitle, useLoaderData, useLocale, useLocalizedHref, useRevalidator } from '@court/runtime';
import { ContentArticle, EmptyState, ErrorState, LinkCards } from '@court/shared';
import { MEDIA_PAGES, mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { MediaLandingData } from '../api/load-media-landing';
import { courtTextLocale } from '../../../lib/text-locale';
import { usePressFeed } from '../hooks/use-press-feed';
import { PressReleaseList } from './press-release-list';
import styles from './media-landing-page.module.css';

/** `/media`: what the section offers, the latest press releases and a card per page. */
export function MediaLandingPage() {
  const { intro, latest } = useLoaderData() as MediaLandingData;
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  usePressFeed();
  useDocumentTitle(intro.ok ? intro.document.title : t('sectionTitle'));

  return (
    <MediaLayout>
      {intro.ok ? (
        <ContentArticle document={intro.document} />
      ) : (
        <>
          <h1>{t('sectionTitle')}</h1>
          <ErrorState onRetry={retry} />
        </>
      )}
      <section aria-labelledby="media-latest-heading" className={styles.latest}>
        <h2 id="media-latest-heading">{t('landing.latestHeading')}</h2>
        {courtTextLocale(locale) !== locale && <p className={styles.note}>{t('pressReleases.languageNote')}</p>}
        {!latest.ok ? (
          <ErrorState onRetry={retry} />
        ) : latest.data.items.length === 0 ? (
          <EmptyState>{t('common:messages.noResult')}</EmptyState>
        ) : (
          <PressReleaseList releases={latest.data.items} showKind headingLevel={3} compact />
        )}
      </section>
      <section aria-labelledby="media-pages-heading">
        <h2 id="media-pages-heading">{t('landing.pagesHeading')}</h2>
        <LinkCards
          headingLevel={3}
          cards={MEDIA_PAGES.map((page) => ({
            to: href(mediaPaths.page(page)),
            title: t(`pages.${page}.title`),
            text: t(`pages.${page}.description`),
          }))}
        />
      </section>
    </MediaLayout>
  );
}
