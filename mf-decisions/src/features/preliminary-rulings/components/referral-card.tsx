import { formatDate } from '@court/shared';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentNumber } from '../../../lib/format';
import type { CjeuReferral } from '../api/get-preliminary-rulings';
import chain from './referral-card.module.css';

function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('a11y.externalLink')}</span>
    </a>
  );
}

/**
 * A question this court put to the Court of Justice of the EU, followed step by step: this court's
 * judgment, the notice in the Official Journal, the Advocate General's opinion, the Court of Justice's
 * judgment and this court's judgment that followed; each step says when it is not (yet) available.
 */
export function ReferralCard({ referral }: { referral: CjeuReferral }) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const locale = useLocale();
  const href = useLocalizedHref();
  const judgmentLink = (link: CjeuReferral['judgment']) => (
    <Link to={href(decisionsPaths.judgment(link))}>
      {t('judgment.title', { number: judgmentNumber(link.number, link.year) })}
    </Link>
  );
  const dated = (date: string | null) => (date ? ` – ${formatDate(date, locale)}` : '');
  const { officialJournalNotice: notice, advocateGeneralOpinion: opinion, cjeuJudgment } = referral;

  const steps: { label: string; content: ReactNode }[] = [
    {
      label: t('referral.referringJudgment'),
      content: (
        <>
          {judgmentLink(referral.judgment)}
          {dated(referral.judgment.date)}
        </>
      ),
    },
    {
      label: t('referral.officialJournal'),
      content: notice ? (
        <ExternalLink url={notice.url}>{t('referral.notice', { date: formatDate(notice.date, locale) })}</ExternalLink>
      ) : (
        t('common:messages.officialJournalNotAvailable')
      ),
    },
    {
      label: t('referral.opinion'),
      content:
        opinion.status === 'delivered' && opinion.url ? (
          <ExternalLink url={opinion.url}>
            {t('referral.opinionOf', { date: opinion.date ? formatDate(opinion.date, locale) : '' })}
          </ExternalLink>
        ) : opinion.status === 'not-published' ? (
          t('common:messages.advocateGeneralNotPublished')
        ) : (
          t('common:messages.advocateGeneralNotAvailable')
        ),
    },
    {
      label: t('referral.cjeuJudgment'),
      content:
        cjeuJudgment.status === 'delivered' && cjeuJudgment.url ? (
          <ExternalLink url={cjeuJudgment.url}>
            {t('referral.cjeuJudgmentOf', { date: cjeuJudgment.date ? formatDate(cjeuJudgment.date, locale) : '' })}
            {cjeuJudgment.ecli ? ` (${cjeuJudgment.ecli})` : ''}
          </ExternalLink>
        ) : cjeuJudgment.status === 'not-delivered-case-withdrawn' ? (
          t('common:messages.cjeuJudgmentNotDeliveredWithdrawn')
        ) : (
          t('common:messages.cjeuJudgmentNotDelivered')
        ),
    },
  ];
  if (referral.followUpJudgment) {
    steps.push({
      label: t('referral.followUp'),
      content: (
        <>
          {judgmentLink(referral.followUpJudgment)}
          {dated(referral.followUpJudgment.date)}
        </>
      ),
    });
  }

  return (
    <article id={referral.id} className={styles.card} aria-labelledby={`${referral.id}-title`}>
      <h2 id={`${referral.id}-title`} className={styles.title}>
        {t('referral.title', { caseNumber: referral.cjeuCaseNumber })}
      </h2>
      {referral.subject && <p className={styles.text}>{referral.subject}</p>}
      <ol className={chain.chain}>
        {steps.map((step) => (
          <li key={step.label}>
            <span className={chain.label}>{step.label}</span>
            <span>{step.content}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}
