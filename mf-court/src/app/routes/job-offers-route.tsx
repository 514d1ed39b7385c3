import type { LoaderFunctionArgs } from '@court/shared';
import { loadJobOffers } from '../../features/job-offers/api/job-offers';
import { JobOffersPage } from '../../features/job-offers/components/job-offers-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/job-offers` and `/court/jobs`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadJobOffers(routeLocale(params));
}

export const Component = JobOffersPage;
