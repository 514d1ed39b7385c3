import { useDocumentTitle, useLocalizedHref, useRevalidator, useRouteError } from '@court/runtime';
import { ErrorCard, useRetryWhenOnline } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { ErrorPageFallback } from './error-page-fallback';
import { messageOfError, statusOfError } from './error-status';
import { SafeBoundary } from './safe-boundary';

/**
 * Where the error happened: in one of the shell's own routes (`page`), or inside a section (`section`),
 * where anything but a 404 means "this part of the site is unavailable; the rest still works".
 */
export type ErrorScope = 'page' | 'section';

function headingKey(status: number, scope: ErrorScope): string {
  if (status === 404) return 'errors.pageNotFound';
  if (status === 401) return 'errors.authFailed';
  return scope === 'section' ? 'errors.sectionUnavailable' : 'errors.serverError';
}

function RouteErrorContent({ scope }: { scope: ErrorScope }) {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const href = useLocalizedHref();
  const status = statusOfError(error);
  const heading = t(headingKey(status, scope));
  const revalidator = useRevalidator();
  useDocumentTitle(heading);
  // Back online: a file that failed to download can only be fetched again by a reload (the router keeps the
  // failed import); anything else is tried again in place.
  useRetryWhenOnline(() => (isChunkLoadError(error) ? window.location.reload() : void revalidator.revalidate()));
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  const text =
    status === 404 ? t('errors.notFoundText') : scope === 'section' ? t('errors.sectionUnavailableText') : undefined;
  return (
    <ErrorCard
      status={status}
      heading={heading}
      text={text}
      technicalMessage={messageOfError(error)}
      homeHref={href()}
    />
  );
}

/**
 * The error element of the routes: the spec's error card for whatever a route threw (a failed chunk reloads
 * the page once a minute first), guarded so that a failure while showing it leaves a plain message with a
 * link home.
 */
export function RouteErrorCard({ scope = 'page' }: { scope?: ErrorScope }) {
  return (
    <SafeBoundary fallback={<ErrorPageFallback />}>
      <RouteErrorContent scope={scope} />
    </SafeBoundary>
  );
}
