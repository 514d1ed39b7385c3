/**
 * Where the Press and media section's texts come from in the content service. The pages' addresses are the
 * site map's (`mediaPaths` of `@court/site-map`).
 */

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
