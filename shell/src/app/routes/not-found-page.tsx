import { useDocumentTitle, useLocalizedHref, useLocation, useNavigate } from '@court/runtime';
import { ErrorCard, useRetryWhenOnline } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { IncompatibleRuntimeError } from '../../federation/runtime-compatibility';
import { sectionFailure } from '../../federation/section-loader';
import { sectionOfPath } from '../../federation/sections';

/**
 * The error card of a section that could not be loaded (the rest of the site keeps working): unavailable, or
 * built for a newer site than this one (not down: it waits for the site to catch up).
 */
export function SectionUnavailableCard({
  technicalMessage,
  needsNewerSite = false,
}: {
  technicalMessage: string;
  needsNewerSite?: boolean;
}) {
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  const heading = t(needsNewerSite ? 'errors.sectionNeedsNewerSite' : 'errors.sectionUnavailable');
  useDocumentTitle(heading);
  return (
    <ErrorCard
      status={503}
      heading={heading}
      text={t(needsNewerSite ? 'errors.sectionNeedsNewerSiteText' : 'errors.sectionUnavailableText')}
      technicalMessage={technicalMessage}
      homeHref={href()}
    />
  );
}

/** The 404 error card of an address nobody owns. */
function PageNotFoundCard() {
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  const heading = t('errors.pageNotFound');
  useDocumentTitle(heading);
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

/**
 * What an unknown path shows: the 404 error card; or, when the path belongs to a section that could not be
 * loaded, that section's error card.
 */
export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const section = sectionOfPath(pathname);
  const failure = section ? sectionFailure(section) : undefined;
  // A section that could not be fetched while offline is fetched again, in place, once the connection is back.
  useRetryWhenOnline(() => {
    if (failure) void navigate(`${pathname}${search}${hash}`, { replace: true });
  });
  if (!failure) return <PageNotFoundCard />;
  return (
    <SectionUnavailableCard
      technicalMessage={failure.error.message.split('\n')[0]!}
      needsNewerSite={failure.error instanceof IncompatibleRuntimeError}
    />
  );
}
