// Answers of the API as tests build them: a list page, content blocks.
import type { Locale } from '@court/runtime';
import type { List } from '@court/contract';
import type { ContentDocument } from '../src/api/content-client';
import type { Handler, Reply } from './fake-api';

/** One page of the API's list envelope: `listOf(items, { page: 2, total: 62 })`. */
export function listOf<T>(
  items: T[],
  { page = 1, pageSize = 30, total = items.length }: { page?: number; pageSize?: number; total?: number } = {},
): List<T> {
  return { items, total, page, pageSize };
}

/**
 * A content block as the content service answers it (`'POST /_content/:lang/:path*'`), from its path with the
 * language: `contentBlock('nl/media/video', { title: "Video's" })`.
 */
export function contentBlock(path: string, overrides: Partial<ContentDocument> = {}): ContentDocument {
  const [lang, ...rest] = path.split('/');
  const slug = rest.at(-1) ?? '';
  return {
    path: `/${path}`,
    slug,
    dir: `/${[lang, ...rest.slice(0, -1)].join('/')}`,
    lang: lang as Locale,
    title: `Title of ${slug}`,
    description: `Description of ${slug}`,
    updatedAt: '2026-11-01',
    toc: [],
    body: `<p>Body of ${slug}</p>`,
    ...overrides,
  };
}

/**
 * The content service for `'POST /_content/:lang/:path*'`: every block exists as `contentBlock` makes it,
 * unless `blocks` gives the reply for its path, with its language (`'nl/media/index'`) or without (`'media/index'`).
 */
export function contentBlocks(
  blocks: Record<string, Reply<ContentDocument>> = {},
): Handler<'POST /_content/:lang/:path*'> {
  return ({ params }) =>
    blocks[`${params.lang}/${params.path}`] ?? blocks[params.path] ?? contentBlock(`${params.lang}/${params.path}`);
}
