import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadJobOffers } from '../../features/job-offers/api/job-offers';
import { JobOffersPage } from '../../features/job-offers/components/job-offers-page';

/** Route module of `/court/job-offers` and `/court/jobs`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadJobOffers(localeOfParams(params));
}

export const Component = JobOffersPage;
