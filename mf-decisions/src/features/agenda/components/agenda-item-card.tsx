import { formatDateTime } from '@court/shared';
import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { AgendaItem, AgendaKind } from '../api/get-agenda';

/**
 * One announced judgment or public hearing. It carries its own id, so a link (and the newsletter) can point
 * at exactly this item: `/agenda#hearing-2026-12-02`; the date is a link to that anchor.
 */
export function AgendaItemCard({ item, kind }: { item: AgendaItem; kind: AgendaKind }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const when = formatDateTime(item.date, locale);
  return (
    <article id={item.id} className={styles.card} aria-labelledby={`${item.id}-title`}>
      <h3 id={`${item.id}-title`} className={styles.title}>
        <a href={`#${item.id}`}>
          <time dateTime={item.date}>{when}</time>
        </a>
      </h3>
      <dl className={styles.meta}>
        <dt>{t('agenda.kind')}</dt>
        <dd>{t(`agenda.${kind}Item`)}</dd>
        <dt>{t('agenda.rollNumbers', { count: item.rollNumbers.length })}</dt>
        <dd>{item.rollNumbers.join(', ')}</dd>
      </dl>
      {item.subject && <p className={styles.text}>{item.subject}</p>}
    </article>
  );
}
