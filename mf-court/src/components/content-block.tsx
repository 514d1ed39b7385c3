import type { ReactNode } from 'react';
import { useDocumentTitle, useRevalidator } from '@court/runtime';
import { ContentArticle, ErrorState, type ContentResult } from '@court/shared';

/**
 * An editorial block as the page's article. If it could not be fetched, the page keeps its heading (the
 * fallback title) and says "error while fetching data" with a retry; `children` still follow the text.
 */
export function ContentBlock({
  content,
  fallbackTitle,
  children,
}: {
  content: ContentResult;
  fallbackTitle: string;
  children?: ReactNode;
}) {
  if (content.ok) return <ContentArticle document={content.document}>{children}</ContentArticle>;
  return <FailedContentBlock title={fallbackTitle}>{children}</FailedContentBlock>;
}

function FailedContentBlock({ title, children }: { title: string; children?: ReactNode }) {
  const revalidator = useRevalidator();
  useDocumentTitle(title);
  return (
    <article>
      <h1>{title}</h1>
      <ErrorState onRetry={() => void revalidator.revalidate()} />
      {children}
    </article>
  );
}
