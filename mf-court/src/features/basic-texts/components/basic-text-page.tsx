import { useLoaderData, useLocalizedHref } from '@court/runtime';
import { type ContentResult } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';

/** `/court/basic-text/{token}`: one of the basic texts' own pages (reference texts, the special law). */
export function BasicTextPage() {
  const { content } = useLoaderData() as { content: ContentResult };
  const { t } = useTranslation(COURT_NAMESPACE);
  const href = useLocalizedHref();
  const title = content.ok ? content.document.title : t('basicTexts.title');
  const crumbs = [{ label: t('basicTexts.title'), href: href(courtPaths.basicTexts()) }, { label: title }];
  return (
    <CourtLayout crumbs={crumbs}>
      <ContentBlock content={content} fallbackTitle={title} />
    </CourtLayout>
  );
}
