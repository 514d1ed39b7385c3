import type { ContentDocument } from '@court/shared';

/** A caption track of a video: its language, its name in the player's menu and its WebVTT file. */
export interface CaptionTrack {
  lang: string;
  label: string;
  src: string;
}

/** A video as the `videos` field of the video block's front matter describes it. */
export interface Video {
  id: string;
  title: string;
  description?: string;
  src: string;
  type: string;
  poster?: string;
  captions: CaptionTrack[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Files are played and linked from the court's own site only: a path such as `/public/media/…`. Anything
 * else (another origin, a `javascript:` address) is dropped, so a typing error in the front matter cannot
 * turn into a link that runs code or a player the security policy would block.
 */
const sitePath = (value: unknown): string | undefined => {
  const path = text(value);
  return path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : undefined;
};

function captionOf(value: unknown): CaptionTrack | undefined {
  const entry = (value ?? {}) as Record<string, unknown>;
  const lang = text(entry.lang);
  const label = text(entry.label);
  const src = sitePath(entry.src);
  return lang && label && src ? { lang, label, src } : undefined;
}

function videoOf(value: unknown, index: number): Video | undefined {
  const entry = (value ?? {}) as Record<string, unknown>;
  const title = text(entry.title);
  const src = sitePath(entry.src);
  if (!title || !src) return undefined;
  const captions = Array.isArray(entry.captions) ? entry.captions.map(captionOf).filter((c) => c !== undefined) : [];
  return {
    id: text(entry.id) ?? `video-${index + 1}`,
    title,
    description: text(entry.description),
    src,
    type: text(entry.type) ?? 'video/mp4',
    poster: sitePath(entry.poster),
    captions,
  };
}

/**
 * The videos listed in the block's front matter. Content staff edit that list; an entry without a title or a
 * file is left out rather than shown as a broken player.
 */
export function videosOf(document: ContentDocument): Video[] {
  const list = document.videos;
  if (!Array.isArray(list)) return [];
  return list.map(videoOf).filter((video) => video !== undefined);
}
