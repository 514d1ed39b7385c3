import { useLoaderData, useLocalizedHref } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { PresentationTextPage } from '../../../config/paths';
import type { TextPageData } from '../api/court-content';

/** `/court/presentation/{page}`: one text of the presentation, with the other sub-pages beside it. */
export function PresentationTextPageView() {
  const { page, content } = useLoaderData() as TextPageData<PresentationTextPage>;
  const { t } = useTranslation(COURT_NAMESPACE);
  const href = useLocalizedHref();
  const title = content.ok ? content.document.title : t(`pages.${page}`);
  const crumbs = [{ label: t('presentation.navHeading'), href: href(courtPaths.presentation()) }, { label: title }];
  return (
    <CourtLayout crumbs={crumbs} presentationNav>
      <ContentBlock content={content} fallbackTitle={title} />
    </CourtLayout>
  );
}
