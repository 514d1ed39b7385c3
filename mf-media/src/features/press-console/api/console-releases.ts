import type { ListPage } from '@court/contract/schemas/common';
import type { MediaType } from '@court/contract/vocabularies';
import { publishing } from './publishing-fetch';
import type { ItemHistoryEntry, ItemState, PublishedItem } from '@court/contract/schemas/publishing';
import type { PressReleaseItem, PressReleasePreview } from '@court/contract/schemas/press-publishing';
import type { PressReleaseBody, ReleaseLanguage } from './release-form';

export type { ItemState, PressReleaseItem };
export const ITEM_STATES: readonly ItemState[] = ['draft', 'scheduled', 'published', 'withdrawn'];

/** A release as last written: its state, the tag a later write must name (`If-Match`), and its body. */
export type StoredRelease = PublishedItem & { body: PressReleaseBody };

export interface ReleaseQuery {
  state?: ItemState;
  type?: MediaType;
  lang?: ReleaseLanguage;
  q?: string;
  page?: number;
}

const RELEASES = '/press-releases';
const itemPath = (id: string) => `${RELEASES}/${encodeURIComponent(id)}`;

/** The console's list pages hold this many releases. */
export const RELEASES_PAGE_SIZE = 20;

export function listReleases(query: ReleaseQuery): Promise<ListPage<PressReleaseItem>> {
  return publishing({ url: RELEASES, params: { ...query, pageSize: RELEASES_PAGE_SIZE } });
}

export function getRelease(id: string): Promise<StoredRelease> {
  return publishing({ url: itemPath(id) });
}

/**
 * Writes the release: as a draft, or to be published (now or at its `publishAt`). `etag` is the version the
 * officer started from: if another has saved since, the API answers 412 and nothing is overwritten.
 */
export function saveRelease(
  id: string,
  body: PressReleaseBody,
  options: { draft: boolean; etag?: string },
): Promise<PublishedItem> {
  return publishing({
    method: 'PUT',
    url: itemPath(id),
    params: options.draft ? { draft: true } : undefined,
    data: body,
    headers: options.etag ? { 'if-match': options.etag } : undefined,
  });
}

export function withdrawRelease(id: string, etag: string): Promise<PublishedItem> {
  return publishing({ method: 'DELETE', url: itemPath(id), headers: { 'if-match': etag } });
}

export async function uploadReleasePdf(id: string, lang: ReleaseLanguage, file: Blob): Promise<void> {
  await publishing({
    method: 'PUT',
    url: `${itemPath(id)}/pdf/${lang}`,
    data: file,
    headers: { 'content-type': 'application/pdf' },
  });
}

export function releaseHistory(id: string): Promise<ListPage<ItemHistoryEntry>> {
  return publishing({ url: `${itemPath(id)}/history`, params: { pageSize: 50 } });
}

/** The release as the public pages will show it, per language it is written in; nothing is stored. */
export function previewRelease(body: PressReleaseBody): Promise<PressReleasePreview> {
  return publishing({ method: 'POST', url: `${RELEASES}/preview`, data: body });
}

/** A new release's id: its date and a random part, lowercase, as the API's ids are written. */
export function newReleaseId(date: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 6);
  return `pr-${date}-${random}`;
}

/** Whether a file is a PDF, by its first bytes (`%PDF-`), whatever its name or the type the browser guesses. */
export async function isPdfFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}
