import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { declarePageTitle } from './page-head';

/**
 * Sets `<title>` to "{page} – {court}" in the current language while the page is shown; drawn on the server,
 * the page declares it, and the server writes it into its HTML.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation('common');
  const suffix = t('titleSuffix');
  const title = pageTitle ? `${pageTitle} – ${suffix}` : suffix;
  declarePageTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
