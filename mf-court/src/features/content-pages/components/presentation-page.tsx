import { Link, useLoaderData, useLocalizedHref } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import {
  courtPaths,
  MEMBERS_CONTENT,
  PRESENTATION_PAGES,
  PRESENTATION_TEXT_PAGES,
  type PresentationPage,
} from '../../../config/paths';
import type { PresentationData } from '../api/court-content';
import styles from './presentation-page.module.css';

/** Content block whose description a card shows (organisation has none: its text is in the locale files). */
function cardContentPath(page: PresentationPage): string | undefined {
  if (page === 'members') return MEMBERS_CONTENT;
  return page === 'organization' ? undefined : PRESENTATION_TEXT_PAGES[page];
}

/** `/court` and `/court/presentation`: where the Court stands, then a card per sub-page. */
export function PresentationPageView() {
  const { content, descriptions } = useLoaderData() as PresentationData;
  const { t } = useTranslation(COURT_NAMESPACE);
  const href = useLocalizedHref();
  return (
    <CourtLayout crumbs={[{ label: t('presentation.navHeading') }]}>
      <ContentBlock content={content} fallbackTitle={t('presentation.navHeading')}>
        <section aria-labelledby="presentation-pages-heading">
          <h2 id="presentation-pages-heading">{t('presentation.pagesHeading')}</h2>
          <ul className={styles.cards}>
            {PRESENTATION_PAGES.map((page) => {
              const contentPath = cardContentPath(page);
              const description = contentPath ? descriptions[contentPath] : t('organization.description');
              return (
                <li key={page} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    <Link to={href(courtPaths.presentation(page))}>{t(`pages.${page}`)}</Link>
                  </h3>
                  {description && <p className={styles.cardText}>{description}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      </ContentBlock>
    </CourtLayout>
  );
}
