import { Link, LOCALE_INFO, useLocale, useLocalizedHref } from '@court/runtime';
import { EmptyState, ErrorState, type Settled, formatDateTime } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { courtTextLocale } from '../../../lib/text-locale';
import type { AgendaList } from '../api/upcoming';
import styles from './agenda-table.module.css';

interface AgendaTableProps {
  id: string;
  heading: string;
  /** What the table says when nothing is planned (a message of the spec). */
  emptyText: string;
  entries: Settled<AgendaList>;
  onRetry: () => void;
}

/** Upcoming judgments or hearings: when, which cases, what about, each linked to its entry in the agenda. */
export function AgendaTable({ id, heading, emptyText, entries, onRetry }: AgendaTableProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const textLocale = courtTextLocale(locale);
  const textLang = textLocale === locale ? undefined : LOCALE_INFO[textLocale].iso;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      {!entries.ok ? (
        <ErrorState onRetry={onRetry} />
      ) : entries.data.items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('planning.date')}</th>
                <th scope="col">{t('planning.rollNumbers')}</th>
                <th scope="col">{t('planning.subject')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={href(decisionsPaths.agenda(item.id))}>
                      <time dateTime={item.date}>{formatDateTime(item.date, locale)}</time>
                    </Link>
                  </td>
                  <td>{item.rollNumbers.join(', ')}</td>
                  <td lang={item.subject ? textLang : undefined}>{item.subject ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
