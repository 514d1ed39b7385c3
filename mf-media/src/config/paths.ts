/** The Press and media section's pages under `/{lang}/media`, and where their texts and data come from. */

export const MEDIA_ROOT = 'media';

/** Sub-pages of `/media`, in the order the landing page presents them. */
export const MEDIA_PAGES = [
  'press-releases-concerning-the-judgments',
  'general-press-releases',
  'general-press',
  'planning',
  'video',
  'prize',
  'ronde',
] as const;

export type MediaPage = (typeof MEDIA_PAGES)[number];

/** Path of a Press page without its language: `media` or `media/{page}`. */
export function mediaPath(page?: MediaPage): string {
  return page ? `${MEDIA_ROOT}/${page}` : MEDIA_ROOT;
}

/** The information card of a judgment, owned by the Decisions section: `ARR/{number}/{year}`. */
export function judgmentPath(number: number, year: number): string {
  return `ARR/${number}/${year}`;
}

/** An entry of the agenda (Decisions section), by its anchor. */
export function agendaPath(anchor: string): string {
  return `agenda#${anchor}`;
}

/** Folder of the section's editorial texts in the content service (`content/{lang}/media/`). */
export const MEDIA_CONTENT_DIR = 'media';

/** The content blocks the section shows. */
export const MEDIA_BLOCKS = {
  landing: 'media/index',
  mediaUnit: 'media/media-unit',
  pictures: 'media/pictures',
  planning: 'media/planning',
  prize: 'media/prize',
  ronde: 'media/ronde',
  video: 'media/video',
} as const;
