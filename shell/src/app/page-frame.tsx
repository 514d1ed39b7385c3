import { Outlet, ScrollRestoration, useDescriptionMeta, useLanguageLinks, useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { useSectionPrefetch } from '../federation/use-section-prefetch';
import { useApplyLocale } from '../features/locale/use-apply-locale';
import { SiteLayout } from './site-layout';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/**
 * The frame of every page in a language: header, menus, footer and the rest of the shell around the page
 * (`<Outlet />`), which is either one of the shell's own pages or a section's.
 */
export function PageFrame() {
  const locale = useLocale();
  const { t } = useTranslation('common');
  useApplyLocale(locale);
  useFocusMainOnNavigation();
  // Canonical address and hreflang alternates of whatever page the frame shows (sections may narrow the languages).
  useLanguageLinks();
  // The shown page's description, or what the site offers when the page has none of its own.
  useDescriptionMeta(t('siteDescription'));
  // Once the page is idle, the sections its links in view lead to, so that following one does not wait.
  useSectionPrefetch();
  return (
    <>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {/* Back/forward restore the saved position; a hash scrolls to its target; otherwise to the top. */}
      <ScrollRestoration />
    </>
  );
}
