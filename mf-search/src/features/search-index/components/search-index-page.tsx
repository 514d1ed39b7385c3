import { useDocumentTitle, useLocalizedHref, useMetaDescription } from '@court/runtime';
import { Breadcrumbs, LinkCards } from '@court/shared';
import { SEARCH_PAGES, searchPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import styles from './search-index-page.module.css';

/** `/search`: the ways to search the case law, one card each. */
export function SearchIndexPage() {
  const { t } = useTranslation([SEARCH_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  useDocumentTitle(t('sectionTitle'));
  useMetaDescription(t('index.intro'));
  return (
    <>
      <Breadcrumbs items={[{ label: t('common:home'), href: href() }, { label: t('sectionTitle') }]} />
      <h1>{t('sectionTitle')}</h1>
      <p className={styles.intro}>{t('index.intro')}</p>
      <LinkCards
        headingLevel={2}
        cards={SEARCH_PAGES.map((page) => ({
          to: href(searchPaths.page(page)),
          title: t(`pages.${page}.title`),
          text: t(`pages.${page}.intro`),
        }))}
      />
    </>
  );
}
