import type { LooserSearch } from '@court/contract';
import { Link } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../../config/i18n';
import { searchString } from '../../../lib/search-query';
import styles from './text-search-page.module.css';

/** The same search with another text, from its first page. */
export function looserSearchString(params: URLSearchParams, term: string): string {
  const next = new URLSearchParams(params);
  next.set('term', term);
  return searchString(next);
}

/**
 * Under "nothing found": the looser text the API offered (words corrected from the index's vocabulary, or joined
 * by OR), as a link to the same page searching it, with how many judgments it finds. A link, so it works
 * without scripts.
 */
export function LooserSearchLink({ looser, params }: { looser: LooserSearch; params: URLSearchParams }) {
  const { t, i18n } = useTranslation(SEARCH_NAMESPACE);
  const formatted = new Intl.NumberFormat(i18n.language).format(looser.total);
  return (
    <p className={styles.looser} data-testid="looser-search">
      <Link to={{ search: looserSearchString(params, looser.term) }}>
        {t(`looser.${looser.kind === 'spelling' ? 'spelling' : 'anyWord'}`)} <strong>{looser.term}</strong>
      </Link>{' '}
      <span className={styles.looserCount}>{t('looser.found', { count: looser.total, formatted })}</span>
    </p>
  );
}
