import { project, queryList, type ContentQuery } from './query.js';
import type { ContentStore } from './store.js';

export type ContentAnswer =
  | { kind: 'document'; document: Record<string, unknown> }
  | { kind: 'list'; documents: (Record<string, unknown> | null)[] };

/** Content paths: lowercase segments of letters, digits, dots, dashes and underscores. */
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;

export function isContentPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' || (trimmed.length <= 300 && trimmed.split('/').every((segment) => SEGMENT.test(segment)));
}

/**
 * Answers a content query with Nuxt Content v1 semantics: a path naming a file answers that document, a
 * folder answers the list of its documents. When both exist (`court/basic-texts.md` beside `court/basic-texts/`),
 * the file wins; a trailing slash asks for the folder.
 */
export async function answerContent(
  store: ContentStore,
  rawPath: string,
  query: ContentQuery,
): Promise<ContentAnswer | undefined> {
  const forceFolder = rawPath.endsWith('/') || rawPath === '';
  const relative = rawPath.replace(/\/+$/, '');
  if (!forceFolder) {
    const entry = await store.file(relative);
    if (entry) return { kind: 'document', document: project(entry, query) };
  }
  if (!(await store.isFolder(relative))) return undefined;
  const entries = await store.folder(relative, query.deep ?? false);
  return { kind: 'list', documents: queryList(entries, query) };
}
