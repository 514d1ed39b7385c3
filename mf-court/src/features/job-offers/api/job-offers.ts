import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import type { JobOffer, List } from '@court/contract';
import { partApiClient } from '../../../lib/api-client';
import { JOB_OFFERS_CONTENT } from '../../../config/paths';

export type { JobOffer };

/** The court publishes its vacancies in the country's languages only; job offers are hidden in English. */
export const JOB_OFFER_LOCALES: readonly Locale[] = ['nl', 'fr', 'de'];

export type JobOffersData =
  { published: false } | { published: true; content: ContentResult; offers: Settled<JobOffer[]> };

/**
 * `/court/job-offers` (and `/court/jobs`): the recruitment text and the open vacancies, fetched together.
 * In English nothing is fetched: the page points to the languages the offers are published in.
 */
export async function loadJobOffers(locale: Locale): Promise<JobOffersData> {
  if (!JOB_OFFER_LOCALES.includes(locale)) return { published: false };
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
