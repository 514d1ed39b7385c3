import { formatDate } from '@court/shared';
import { useLocale } from '@court/runtime';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { JudgmentDetail } from '../api/get-judgment';

/** Everything known about the judgment besides its text, as a description list. */
export function JudgmentMetadata({ judgment }: { judgment: JudgmentDetail }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const norms = (list: JudgmentDetail['reviewedNorms']) =>
    list.map(
      (norm) =>
        `${norm.title ?? norm.normId}${norm.articles.length ? ` (${t('judgment.articles', { articles: norm.articles.join(', ') })})` : ''}`,
    );
  const rows: [string, string | string[] | undefined][] = [
    [t('judgment.ecli'), judgment.ecli],
    [t('judgment.rollNumbers', { count: judgment.rollNumbers.length }), judgment.rollNumbers.join(', ')],
    [t('judgment.applicant'), judgment.applicant],
    [
      t('judgment.jurisdictionAQuo'),
      judgment.jurisdictionAQuo
        ? `${judgment.jurisdictionAQuo.name ?? judgment.jurisdictionAQuo.id}${judgment.referralDate ? `, ${formatDate(judgment.referralDate, locale)}` : ''}`
        : undefined,
    ],
    [t('judgment.reviewedNorms'), norms(judgment.reviewedNorms)],
    [t('judgment.referenceNorms'), norms(judgment.referenceNorms)],
    [t('judgment.keywords'), judgment.keywords.join(' · ') || undefined],
    [t('judgment.judges'), judgment.judges.join(', ')],
    [t('judgment.registrar'), judgment.registrar],
    [t('judgment.languages'), judgment.languages.map((lang) => t(`languages.${lang}`)).join(', ')],
    [
      t('judgment.officialJournal'),
      judgment.officialJournalDate ? formatDate(judgment.officialJournalDate, locale) : undefined,
    ],
  ];
  return (
    <dl className={styles.meta}>
      {rows
        .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value)))
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{Array.isArray(value) ? value.map((line) => <div key={line}>{line}</div>) : value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
