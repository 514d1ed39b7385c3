import type { ReactNode } from 'react';
import { useLocalizedHref } from '@court/runtime';
import { SectionLayout } from '@court/shared';
import { MEDIA_PAGES, mediaPaths, type MediaPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';

interface MediaLayoutProps {
  /** The page shown; absent on the section's landing page, which has no side navigation. */
  page?: MediaPage;
  /** The page's name in the breadcrumbs (its title). */
  pageLabel?: string;
  children: ReactNode;
}

/**
 * The Press and media pages' frame: breadcrumbs, the section's pages beside the page, the page, and the page's
 * description (the landing page's comes from its editorial text).
 */
export function MediaLayout({ page, pageLabel, children }: MediaLayoutProps) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const crumbs = page
    ? [
        { label: t('common:home'), href: href() },
        { label: t('sectionTitle'), href: href(mediaPaths.root()) },
        { label: pageLabel ?? t(`pages.${page}.title`) },
      ]
    : [{ label: t('common:home'), href: href() }, { label: t('sectionTitle') }];
  const nav = page
    ? {
        id: 'media-nav-heading',
        heading: t('sectionTitle'),
        links: MEDIA_PAGES.map((entry) => ({
          to: href(mediaPaths.page(entry)),
          label: t(`pages.${entry}.title`),
          end: true,
        })),
      }
    : undefined;
  return (
    <SectionLayout crumbs={crumbs} nav={nav} description={page && t(`pages.${page}.description`)}>
      {children}
    </SectionLayout>
  );
}
