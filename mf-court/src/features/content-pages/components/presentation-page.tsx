import { useLoaderData, useLocalizedHref } from '@court/runtime';
import { LinkCards } from '@court/shared';
import { courtPaths, PRESENTATION_PAGES, type PresentationPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { MEMBERS_CONTENT, PRESENTATION_TEXT_PAGES } from '../../../config/paths';
import type { PresentationData } from '../api/court-content';

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
          <LinkCards
            headingLevel={3}
            cards={PRESENTATION_PAGES.map((page) => {
              const contentPath = cardContentPath(page);
              return {
                to: href(courtPaths.presentation(page)),
                title: t(`pages.${page}`),
                text: contentPath ? descriptions[contentPath] : t('organization.description'),
              };
            })}
          />
        </section>
      </ContentBlock>
    </CourtLayout>
  );
}
