import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "{page} – {court}" in the current language while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation('common');
  const suffix = t('titleSuffix');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${suffix}` : suffix;
  }, [pageTitle, suffix]);
}
