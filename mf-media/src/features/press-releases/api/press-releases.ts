import { DEFAULT_PAGE_SIZE, type ApiClient, type Locale } from '@court/runtime';
import { prefetchPdfChecks } from '@court/shared';
import type { AllPressParams, List, PressRelease, PressReleaseParams } from '@court/contract';
import { apiClient } from '../../../lib/api-client';
import { courtTextLocale } from '../../../lib/text-locale';

export type { PressRelease };
export type PressReleaseList = List<PressRelease>;

/** Which press releases a list shows; each kind is one endpoint of the API (spec section 7). */
export type PressReleaseKind = 'all' | 'general' | 'judgments';

const ENDPOINTS: Record<PressReleaseKind, string> = {
  all: '/media/general-press',
  general: '/media/general-press-releases',
  judgments: '/media/press-releases-concerning-judgments',
};

export interface PressReleaseRequest {
  kind: PressReleaseKind;
  locale: Locale;
  page?: number;
  pageSize?: number;
  withArchive?: boolean;
}

/**
 * One page of press releases, newest first. The checks of their PDFs start as soon as the list is known,
 * so the download links can appear with the page rather than after it.
 */
export async function fetchPressReleases(
  { kind, locale, page = 1, pageSize = DEFAULT_PAGE_SIZE, withArchive = false }: PressReleaseRequest,
  client: ApiClient = apiClient,
): Promise<PressReleaseList> {
  const params: PressReleaseParams | AllPressParams = { lang: courtTextLocale(locale), page, pageSize };
  if (withArchive) params.withArchive = true;
  const { data } = await client.get<PressReleaseList>(ENDPOINTS[kind], { params });
  prefetchPdfChecks(data.items.map((item) => item.pdfUrl));
  return data;
}
