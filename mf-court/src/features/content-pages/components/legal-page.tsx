import { useLoaderData } from '@court/runtime';
import type { LegalPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { TextPageData } from '../api/court-content';
import { ContactDetails } from './contact-details';

/** `/contacts`, `/disclaimer`, `/privacy-policy`, `/accessibility`: one editorial text each. */
export function LegalPageView() {
  const { page, content } = useLoaderData() as TextPageData<LegalPage>;
  const { t } = useTranslation(COURT_NAMESPACE);
  const title = content.ok ? content.document.title : t(`legalPages.${page}`);
  return (
    <CourtLayout crumbs={[{ label: title }]}>
      <ContentBlock content={content} fallbackTitle={title}>
        {content.ok && <ContactDetails document={content.document} />}
      </ContentBlock>
    </CourtLayout>
  );
}
