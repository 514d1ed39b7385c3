import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import type { JobOffer, List } from '@court/contract';
import { courtPaths, offeredIn, SITE_LANGUAGES } from '@court/site-map';
import { partApiClient } from '../../../lib/api-client';
import { JOB_OFFERS_CONTENT } from '../../../config/paths';

export type { JobOffer };

/** The languages the court publishes its vacancies in (the country's ones, not English), in the site's order. */
export const JOB_OFFER_LOCALES = SITE_LANGUAGES.filter((language) => offeredIn(courtPaths.jobOffers(), language));

export type JobOffersData =
  { published: false } | { published: true; content: ContentResult; offers: Settled<JobOffer[]> };

/**
 * `/court/job-offers` (and `/court/jobs`): the recruitment text and the open vacancies, fetched together.
 * In English nothing is fetched: the page points to the languages the offers are published in.
 */
export async function loadJobOffers(locale: Locale): Promise<JobOffersData> {
  if (!offeredIn(courtPaths.jobOffers(), locale)) return { published: false };
  const [content, offers] = await Promise.all([
    loadContentDocument(locale, JOB_OFFERS_CONTENT),
    settle(
      partApiClient
        .get<List<JobOffer>>('/film/vaca', { params: { lang: locale, pageSize: 100 } })
        .then(({ data }) => data.items),
    ),
  ]);
  return { published: true, content, offers };
}
