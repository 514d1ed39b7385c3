import { useDocumentTitle, useLoaderData, useRevalidator } from '@court/runtime';
import { ContentArticle, ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { EditorialPageData } from '../api/media-content';
import { VideoList } from './video-list';

/** `/media/prize`, `/media/ronde` and `/media/video`: the page's text from the content service. */
export function EditorialPage() {
  const { page, content } = useLoaderData() as EditorialPageData;
  const { t } = useTranslation(SECTION_NAMESPACE);
  const revalidator = useRevalidator();
  const title = content.ok ? content.document.title : t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <MediaLayout page={page} pageLabel={title}>
      {content.ok ? (
        <ContentArticle document={content.document}>
          {page === 'video' && <VideoList document={content.document} />}
        </ContentArticle>
      ) : (
        <>
          <h1>{title}</h1>
          <ErrorState onRetry={() => void revalidator.revalidate()} />
        </>
      )}
    </MediaLayout>
  );
}
