import { useDocumentTitle, useLoaderData, useLocale } from '@court/runtime';
import { EmptyState, formatDate, PdfLinks } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import { RetryError } from '../../../components/retry-error';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { PublicationsData } from '../api/publications';
import styles from './publications-page.module.css';

/** `/court/publications/{kind}`: annual reports, brochures, speeches or studies, each with its PDFs. */
export function PublicationsPage() {
  const { kind, publications } = useLoaderData() as PublicationsData;
  const { t } = useTranslation([COURT_NAMESPACE, 'common']);
  const locale = useLocale();
  const title = t(`publications.titles.${kind}`);
  useDocumentTitle(title);
  const crumbs = [{ label: t('publications.heading') }, { label: title }];
  return (
    <CourtLayout crumbs={crumbs} description={t(`publications.intros.${kind}`)}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t(`publications.intros.${kind}`)}</p>
      {!publications.ok ? (
        <RetryError />
      ) : publications.data.length === 0 ? (
        <EmptyState>{t('common:messages.noResult')}</EmptyState>
      ) : (
        <ol className={styles.list} data-testid="publication-list">
          {publications.data.map((publication) => {
            const name = publication.title ?? t(`publications.untitled.${kind}`);
            return (
              <li key={publication.id} className={styles.item}>
                <h2 className={styles.title}>{name}</h2>
                <p className={styles.date}>
                  <time dateTime={publication.date}>{formatDate(publication.date, locale)}</time>
                </p>
                {publication.description && <p className={styles.description}>{publication.description}</p>}
                {!publication.pdf[locale] && <p className={styles.note}>{t('pdf.otherLanguages')}</p>}
                <PdfLinks pdf={publication.pdf} of={name} offer="page-language-first" />
              </li>
            );
          })}
        </ol>
      )}
    </CourtLayout>
  );
}
