import { type Locale } from '@court/runtime';
import {
  fetchContent,
  loadContentDocument,
  type ContentDocument,
  type ContentResult,
  settle,
  type Settled,
} from '@court/shared';
import { MEDIA_BLOCKS } from '../../../config/paths';

/** The editorial pages of the section, each one content block. */
export type EditorialPage = 'prize' | 'ronde' | 'video';

export interface EditorialPageData {
  page: EditorialPage;
  content: ContentResult;
}

/** `/media/prize`, `/media/ronde`, `/media/video`: the page's text (a missing block is the page's 404). */
export async function loadEditorialPage(locale: Locale, page: EditorialPage): Promise<EditorialPageData> {
  return { page, content: await loadContentDocument(locale, MEDIA_BLOCKS[page]) };
}

export interface MediaUnitData {
  content: ContentResult;
  /** The photos text, an optional part of the page: without it the page still serves its purpose. */
  pictures: Settled<ContentDocument>;
}

/** `/media/general-press`: the media unit's text and contacts, and the photos text, fetched together. */
export async function loadMediaUnit(locale: Locale): Promise<MediaUnitData> {
  const [content, pictures] = await Promise.all([
    loadContentDocument(locale, MEDIA_BLOCKS.mediaUnit),
    settle(fetchContent(locale, MEDIA_BLOCKS.pictures, {}, { optional: true })),
  ]);
  return { content, pictures };
}
