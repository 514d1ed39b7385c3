import { Link, LOCALE_INFO, localizedPath, useDocumentTitle } from '@court/runtime';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { CourtLayout } from '../../../components/court-layout';
import { COURT_NAMESPACE } from '../../../config/i18n';
import { JOB_OFFER_LOCALES } from '../api/job-offers';

/**
 * What a visitor reading in English finds at the job offers' address (from an old link or a bookmark): the
 * offers are published in Dutch, French and German, with a link to each, rather than an error.
 */
export function JobOffersElsewhere() {
  const { t } = useTranslation(COURT_NAMESPACE);
  const title = t('jobs.title');
  useDocumentTitle(title);
  return (
    <CourtLayout crumbs={[{ label: title }]} description={t('jobs.description')}>
      <h1>{title}</h1>
      <p data-testid="job-offers-other-languages">{t('jobs.otherLanguagesText')}</p>
      <ul>
        {JOB_OFFER_LOCALES.map((language) => (
          <li key={language}>
            <Link
              to={localizedPath(language, courtPaths.jobOffers())}
              lang={LOCALE_INFO[language].iso}
              hrefLang={language}
            >
              {t(`jobs.linkIn.${language}`)}
            </Link>
          </li>
        ))}
      </ul>
    </CourtLayout>
  );
}
