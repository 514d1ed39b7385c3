import { useLoaderData, useLocale } from '@court/runtime';
import { EmptyState, formatDate, PdfLinks } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { ContentBlock } from '../../../components/content-block';
import { CourtLayout } from '../../../components/court-layout';
import { RetryError } from '../../../components/retry-error';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { JobOffersData } from '../api/job-offers';
import { JobOffersElsewhere } from './job-offers-elsewhere';
import styles from './job-offers-page.module.css';

/** `/court/job-offers` and `/court/jobs`: how the Court recruits, then the open vacancies. */
export function JobOffersPage() {
  const data = useLoaderData() as JobOffersData;
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const locale = useLocale();
  if (!data.published) return <JobOffersElsewhere />;
  const { content, offers } = data;
  const title = content.ok ? content.document.title : t('jobs.title');
  return (
    <CourtLayout crumbs={[{ label: title }]}>
      <ContentBlock content={content} fallbackTitle={title}>
        <section aria-labelledby="job-offers-heading" className={styles.offers}>
          <h2 id="job-offers-heading">{t('jobs.current')}</h2>
          {!offers.ok ? (
            <RetryError />
          ) : offers.data.length === 0 ? (
            <EmptyState>{t('jobs.none')}</EmptyState>
          ) : (
            <ul className={styles.list} data-testid="job-offer-list">
              {offers.data.map((offer) => {
                const name = offer.title ?? t('jobs.untitled');
                return (
                  <li key={offer.id} className={styles.offer}>
                    <h3 className={styles.title}>{name}</h3>
                    {offer.description && <p>{offer.description}</p>}
                    <dl className={styles.dates}>
                      <dt>{t('jobs.publishedOn')}</dt>
                      <dd>
                        <time dateTime={offer.publishedOn}>{formatDate(offer.publishedOn, locale)}</time>
                      </dd>
                      <dt>{t('jobs.deadline')}</dt>
                      <dd>
                        <time dateTime={offer.deadline}>{formatDate(offer.deadline, locale)}</time>
                      </dd>
                    </dl>
                    <PdfLinks pdf={offer.pdf} of={name} offer="page-language-first" />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </ContentBlock>
    </CourtLayout>
  );
}
