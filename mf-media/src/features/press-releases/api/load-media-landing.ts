import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import { MEDIA_BLOCKS } from '../../../config/paths';
import { LATEST_COUNT } from './limits';
import { fetchPressReleases, type PressReleaseList } from './press-releases';

export interface MediaLandingData {
  intro: ContentResult;
  latest: Settled<PressReleaseList>;
}

/** `/media`: its introduction and the latest press releases, fetched together. */
export async function loadMediaLanding(locale: Locale): Promise<MediaLandingData> {
  const [intro, latest] = await Promise.all([
    loadContentDocument(locale, MEDIA_BLOCKS.landing),
    settle(fetchPressReleases({ kind: 'all', locale, pageSize: LATEST_COUNT })),
  ]);
  return { intro, latest };
}
