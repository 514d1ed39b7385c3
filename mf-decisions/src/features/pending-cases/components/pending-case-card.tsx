import { formatDate } from '@court/shared';
import { calendarPath, Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths, mediaPaths, pendingCaseAnchor } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/cards.module.css';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentNumber } from '../../../lib/format';
import type { PendingCase } from '../api/get-pending-cases';

/** One case before the court: its roll number, how it came, what is asked, and a way to follow it. */
export function PendingCaseCard({ pendingCase }: { pendingCase: PendingCase }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  // The anchor other pages and the feeds link to.
  const id = pendingCaseAnchor(pendingCase.rollNumber);
  const { referralDecision: referral } = pendingCase;
  return (
    <article id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('case.title', { rollNumber: pendingCase.rollNumber })}
      </h3>
      <dl className={styles.meta}>
        <dt>{t('case.receiptDate')}</dt>
        <dd>
          <time dateTime={pendingCase.receiptDate}>{formatDate(pendingCase.receiptDate, locale)}</time>
        </dd>
        <dt>{t('case.type')}</dt>
        <dd>{t(`proceedingTypes.${pendingCase.type}`)}</dd>
        {referral && (
          <>
            <dt>{t('case.referralDecision')}</dt>
            <dd>
              <time dateTime={referral.date}>{formatDate(referral.date, locale)}</time>
            </dd>
            <dt>{t('case.jurisdictionAQuo')}</dt>
            <dd>{referral.jurisdiction.name ?? referral.jurisdiction.id}</dd>
          </>
        )}
        {pendingCase.joinedCases.length > 0 && (
          <>
            <dt>{t('case.joinedCases')}</dt>
            <dd>{pendingCase.joinedCases.join(', ')}</dd>
          </>
        )}
        {pendingCase.archived && (
          <>
            <dt>{t('case.status')}</dt>
            <dd>
              {pendingCase.judgment ? (
                <Link to={href(decisionsPaths.judgment(pendingCase.judgment))}>
                  {t('case.decidedBy', {
                    number: judgmentNumber(pendingCase.judgment.number, pendingCase.judgment.year),
                  })}
                </Link>
              ) : (
                t('case.closed')
              )}
            </dd>
          </>
        )}
      </dl>
      {pendingCase.subject && <p className={styles.text}>{pendingCase.subject}</p>}
      {pendingCase.questions.length > 0 && (
        <>
          <h4 className={styles.title}>{t('case.questions')}</h4>
          <ol className={styles.text}>
            {pendingCase.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        </>
      )}
      {!pendingCase.archived && (
        <p className={`${styles.text} no-print`}>
          <Link
            to={href(mediaPaths.stayInformed(pendingCase.rollNumber))}
            aria-label={t('case.followLabel', { rollNumber: pendingCase.rollNumber })}
          >
            {t('case.follow')}
          </Link>
          {' · '}
          <a
            href={calendarPath(locale, pendingCase.rollNumber)}
            type="text/calendar"
            download
            aria-label={t('case.calendarLabel', { rollNumber: pendingCase.rollNumber })}
          >
            {t('case.calendar')}
          </a>
        </p>
      )}
    </article>
  );
}
