import { EmptyState, type Settled } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { AgendaKind, AgendaList } from '../api/get-agenda';
import { AgendaItemCard } from './agenda-item-card';

const EMPTY: Record<AgendaKind, string> = {
  decisions: 'common:messages.noResultUpcomingDate',
  hearings: 'common:messages.noResultUpcomingPleadings',
};

/** One calendar (announced judgments or hearings) with its own heading, empty and error states. */
export function AgendaSection({
  kind,
  list,
  heading,
}: {
  kind: AgendaKind;
  list: Settled<AgendaList>;
  heading: string;
}) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const headingId = `agenda-${kind}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {!list.ok ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{t(EMPTY[kind])}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <AgendaItemCard item={item} kind={kind} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
