import type { ReactNode } from 'react';
import { useDocumentTitle, useLocalizedHref } from '@court/runtime';
import { SectionLayout } from '@court/shared';
import { SEARCH_PAGES, searchPaths, type SearchPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';
import styles from './search-layout.module.css';

interface SearchLayoutProps {
  /** The page shown; its title and introduction are `pages.{page}.title` and `pages.{page}.intro`. */
  page: SearchPage;
  /** Added to the document title (the words searched), so browser history tells searches apart. */
  titleDetail?: string;
  children: ReactNode;
}

/**
 * A search page: breadcrumbs, the other searches beside it, its title and introduction (also its description),
 * then the page.
 */
export function SearchLayout({ page, titleDetail, children }: SearchLayoutProps) {
  const { t } = useTranslation([SEARCH_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const title = t(`pages.${page}.title`);
  const intro = t(`pages.${page}.intro`);
  useDocumentTitle(titleDetail ? `${titleDetail} – ${title}` : title);
  const crumbs = [
    { label: t('common:home'), href: href() },
    { label: t('sectionTitle'), href: href(searchPaths.root()) },
    { label: title },
  ];
  const nav = {
    id: 'search-nav-heading',
    heading: t('nav.heading'),
    links: SEARCH_PAGES.map((item: SearchPage) => ({
      to: href(searchPaths.page(item)),
      label: t(`pages.${item}.title`),
      end: true,
    })),
  };
  return (
    <SectionLayout crumbs={crumbs} nav={nav} description={intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </SectionLayout>
  );
}
