import type { ContentDocument } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../../../config/i18n';
import styles from './contact-details.module.css';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The e-mail address and telephone number a block gives in its front matter (content/README.md). */
export function ContactDetails({ document }: { document: ContentDocument }) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const email = text(document.email);
  const phone = text(document.phone);
  if (!email && !phone) return null;
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{t('contact.heading')}</h2>
      <dl className={styles.list}>
        {email && (
          <>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
