import { settle, type Settled } from '@court/shared';
import type { Locale } from '@court/runtime';
import { readListParams, type ListParams } from './list-params';
import { fetchPressReleases, type PressReleaseKind, type PressReleaseList } from './press-releases';

export interface PressReleasePageData {
  kind: Exclude<PressReleaseKind, 'all'>;
  params: ListParams;
  releases: Settled<PressReleaseList>;
}

/** A list page of press releases of one kind, at the page and with the archive the address asks for. */
export async function loadPressReleasePage(
  kind: PressReleasePageData['kind'],
  locale: Locale,
  url: URL,
): Promise<PressReleasePageData> {
  const params = readListParams(url);
  const releases = await settle(
    fetchPressReleases({ kind, locale, page: params.page, withArchive: params.withArchive }),
  );
  return { kind, params, releases };
}
