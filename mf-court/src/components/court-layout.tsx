import type { ReactNode } from 'react';
import { useLocalizedHref } from '@court/runtime';
import { SectionLayout, type Crumb } from '@court/shared';
import { courtPaths, PRESENTATION_PAGES } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../config/i18n';

interface CourtLayoutProps {
  /** The trail after "Home"; the last one is the current page. */
  crumbs: Crumb[];
  /** Pages of the presentation show its sub-pages beside them. */
  presentationNav?: boolean;
  /** What the page offers (`<meta name="description">`); editorial pages take their text's own description. */
  description?: string;
  children: ReactNode;
}

/** The Court section's page layout: breadcrumbs, the presentation's sub-pages where they apply, the page. */
export function CourtLayout({ crumbs, presentationNav = false, description, children }: CourtLayoutProps) {
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const nav = presentationNav
    ? {
        id: 'court-nav-heading',
        heading: t('presentation.navHeading'),
        headingTo: href(courtPaths.presentation()),
        links: PRESENTATION_PAGES.map((page) => ({
          to: href(courtPaths.presentation(page)),
          label: t(`pages.${page}`),
        })),
      }
    : undefined;
  return (
    <SectionLayout crumbs={[{ label: t('common:home'), href: href() }, ...crumbs]} nav={nav} description={description}>
      {children}
    </SectionLayout>
  );
}
