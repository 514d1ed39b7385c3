import { useTranslation } from 'react-i18next';
import { useLocalizedHref, useDocumentTitle } from '@court/runtime';
import { EmptyState } from './status-message';

/**
 * The page a section shows while it is being built: it is loaded and routed exactly like a finished
 * section, and says plainly that its pages are coming.
 */
export function SectionPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <EmptyState>
        <p>{t('placeholder.text')}</p>
        <p>
          <a href={href()}>{t('errors.goHome')}</a>
        </p>
      </EmptyState>
    </>
  );
}
