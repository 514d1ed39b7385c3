import { useDocumentTitle, useLocalizedHref, useLocation, useNavigate } from '@court/runtime';
import { ErrorCard, useRetryWhenOnline } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { IncompatibleRuntimeError } from '../../federation/runtime-compatibility';
import { sectionFailure } from '../../federation/section-loader';
import { sectionOfPath } from '../../federation/sections';

/**
 * What an unknown path shows: the 404 error card; or, when the path belongs to a section that could not be
 * loaded, that section's error card (the rest of the site keeps working).
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const section = sectionOfPath(pathname);
  const failure = section ? sectionFailure(section) : undefined;
  // A section built for a newer runtime than this shell's is not down: it waits for the site to catch up.
  const needsNewerSite = failure?.error instanceof IncompatibleRuntimeError;
  const heading = failure
    ? t(needsNewerSite ? 'errors.sectionNeedsNewerSite' : 'errors.sectionUnavailable')
    : t('errors.pageNotFound');
  useDocumentTitle(heading);
  // A section that could not be fetched while offline is fetched again, in place, once the connection is back.
  useRetryWhenOnline(() => {
    if (failure) void navigate(`${pathname}${search}${hash}`, { replace: true });
  });
  if (failure) {
    return (
      <ErrorCard
        status={503}
        heading={heading}
        text={t(needsNewerSite ? 'errors.sectionNeedsNewerSiteText' : 'errors.sectionUnavailableText')}
        technicalMessage={failure.error.message.split('\n')[0]}
        homeHref={href()}
      />
    );
  }
  return (
    <ErrorCard
      status={404}
      heading={heading}
      text={t('errors.notFoundText')}
      technicalMessage={t('errors.notFoundText')}
      homeHref={href()}
    />
  );
}
