import { Link, useAtomFeed, useDocumentTitle, useLoaderData, useLocale, useLocation } from '@court/runtime';
import { EmptyState, monthName, Pagination } from '@court/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionsLayout } from '../../../components/decisions-layout';
import { LoadError } from '../../../components/load-error';
import { pageCountOf, usePageHref } from '../../../lib/use-page-href';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentCardId } from '../../../config/paths';
import type { JudgmentsPageData } from '../api/judgments-page-data';
import { JudgmentCard } from './judgment-card';
import { JudgmentFilters } from './judgment-filters';

/** `/judgments`: the judgments of a year (this year first), a month at a time if asked, 30 a page. */
export function JudgmentsPage() {
  const { filters, page, list } = useLoaderData() as JudgmentsPageData;
  const pageHref = usePageHref();
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const location = useLocation();
  useDocumentTitle(t('pages.judgments'));
  useAtomFeed('judgments', t('pages.judgments'));
  const currentYear = new Date().getFullYear();
  const items = list.ok ? list.data.items : [];
  const target = items.find((item) => item.number === filters.id);

  // A link with ?id= opens the year at that judgment: bring its card into view and give it focus.
  useEffect(() => {
    if (!target) return;
    const card = document.getElementById(judgmentCardId(target.number, target.year));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [target]);

  const heading = filters.month
    ? t('judgmentsOfMonth', { month: monthName(filters.month, locale), year: filters.year })
    : t('judgmentsOfYear', { year: filters.year });
  const onlyOfficialTexts = (locale === 'en' || locale === 'de') && items.some((item) => !item.headnote);

  return (
    <DecisionsLayout crumbs={[{ label: t('pages.judgments') }]} description={t('intro.judgments')}>
      <h1>{t('pages.judgments')}</h1>
      <p>{t('intro.judgments')}</p>
      <JudgmentFilters filters={filters} currentYear={currentYear} />
      <section aria-labelledby="judgments-list-heading">
        <h2 id="judgments-list-heading">{heading}</h2>
        {!list.ok ? (
          <LoadError />
        ) : items.length === 0 ? (
          <EmptyState>{t('common:messages.noJudgment')}</EmptyState>
        ) : (
          <>
            <p>{t('count.judgments', { count: list.data.total })}</p>
            {onlyOfficialTexts && (
              <p className={styles.notice}>
                {t('common:messages.noResultEnDe')}{' '}
                <Link to={`/nl${location.pathname.slice(3)}${location.search}`} hrefLang="nl" lang="nl">
                  Nederlands
                </Link>
                {' · '}
                <Link to={`/fr${location.pathname.slice(3)}${location.search}`} hrefLang="fr" lang="fr">
                  Français
                </Link>
              </p>
            )}
            <ul className={styles.list}>
              {items.map((judgment) => (
                <li key={`${judgment.year}-${judgment.number}`}>
                  <JudgmentCard judgment={judgment} highlighted={judgment === target} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCountOf(list.data.total, list.data.pageSize)} hrefOf={pageHref} />
          </>
        )}
      </section>
    </DecisionsLayout>
  );
}
