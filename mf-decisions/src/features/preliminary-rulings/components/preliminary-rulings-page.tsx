import { useDocumentTitle, useLoaderData, useLocalizedHref } from '@court/runtime';
import { EmptyState, type Settled } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { DecisionsLayout } from '../../../components/decisions-layout';
import { LoadError } from '../../../components/load-error';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { CjeuReferralList } from '../api/get-preliminary-rulings';
import { ReferralCard } from './referral-card';

/** The court's preliminary questions to the Court of Justice of the EU, newest first. */
export function PreliminaryRulingsPage() {
  const list = useLoaderData() as Settled<CjeuReferralList>;
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const title = t('pages.preliminaryRulings');
  useDocumentTitle(title);
  return (
    <DecisionsLayout
      crumbs={[{ label: t('pages.judgments'), href: href(decisionsPaths.judgments()) }, { label: title }]}
      description={t('intro.preliminaryRulings')}
    >
      <h1>{title}</h1>
      <p>{t('intro.preliminaryRulings')}</p>
      {!list.ok ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{t('common:messages.noResult')}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {list.data.items.map((referral) => (
            <li key={referral.id}>
              <ReferralCard referral={referral} />
            </li>
          ))}
        </ul>
      )}
    </DecisionsLayout>
  );
}
