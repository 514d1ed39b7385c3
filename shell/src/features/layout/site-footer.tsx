import { Link, localizedPath, useLocale } from '@court/runtime';
import { courtPaths, type LegalPage } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SERVER_URL, LINKEDIN_URL } from '../../config/site-links';
import { ExternalLink } from './external-link';
import styles from './site-footer.module.css';

/** The site's footer: the court's address and the links every page offers (spec section 1). */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const legal = (page: LegalPage) => localizedPath(locale, courtPaths.legal(page));
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{t('siteTitle')}</p>
          <address className={styles.address}>
            {t('footer.street')}
            <br />
            {t('footer.city')}
            <br />
            {t('footer.country')}
          </address>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className={styles.links}>
            <li>
              <Link to={legal('contacts')}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={legal('disclaimer')}>{t('footer.disclaimer')}</Link>
            </li>
            <li>
              <ExternalLink href={DOCUMENT_SERVER_URL} title={t('footer.documentsTitle')}>
                {t('footer.documents')}
              </ExternalLink>
            </li>
            <li>
              <Link to={legal('disclaimer')}>{t('footer.termsOfUse')}</Link>
            </li>
            <li>
              <Link to={legal('privacy-policy')}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={legal('accessibility')}>{t('footer.accessibility')}</Link>
            </li>
            <li>
              <ExternalLink href={LINKEDIN_URL} title={t('footer.linkedinTitle')}>
                {t('footer.linkedin')}
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
