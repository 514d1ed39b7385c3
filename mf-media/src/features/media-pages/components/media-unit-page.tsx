import { useDocumentTitle, useLoaderData, useRevalidator } from '@court/runtime';
import { ContentArticle, ContentHtml, ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { MediaLayout } from '../../../components/media-layout';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { contactDetailsOf, telHref } from '../api/contact-details';
import type { MediaUnitData } from '../api/media-content';
import { demoteHeadings } from '../../../lib/demote-headings';
import styles from './media-unit-page.module.css';

/** `/media/general-press`: the media unit, how to reach it, and the photos the media may use. */
export function MediaUnitPage() {
  const { content, pictures } = useLoaderData() as MediaUnitData;
  const { t } = useTranslation(SECTION_NAMESPACE);
  const revalidator = useRevalidator();
  const title = content.ok ? content.document.title : t('pages.general-press.title');
  useDocumentTitle(title);
  const contacts = content.ok ? contactDetailsOf(content.document) : {};

  return (
    <MediaLayout page="general-press" pageLabel={title}>
      {content.ok ? (
        <ContentArticle document={content.document}>
          {(contacts.email || contacts.phone) && (
            <section className={styles.contact} aria-labelledby="media-unit-contact-heading">
              <h2 id="media-unit-contact-heading">{t('mediaUnit.contactHeading')}</h2>
              <dl className={styles.details}>
                {contacts.email && (
                  <>
                    <dt>{t('mediaUnit.email')}</dt>
                    <dd>
                      <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                    </dd>
                  </>
                )}
                {contacts.phone && (
                  <>
                    <dt>{t('mediaUnit.phone')}</dt>
                    <dd>
                      <a href={telHref(contacts.phone)}>{contacts.phone}</a>
                    </dd>
                  </>
                )}
              </dl>
            </section>
          )}
        </ContentArticle>
      ) : (
        <>
          <h1>{title}</h1>
          <ErrorState onRetry={() => void revalidator.revalidate()} />
        </>
      )}
      {pictures.ok && (
        <section className={styles.pictures} aria-labelledby="media-pictures-heading">
          <h2 id="media-pictures-heading">{pictures.data.title}</h2>
          <ContentHtml html={demoteHeadings(pictures.data.body)} className={styles.body} />
        </section>
      )}
    </MediaLayout>
  );
}
