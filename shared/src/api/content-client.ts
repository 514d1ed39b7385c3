import { ApiError, createApiClient, type Locale } from '@court/runtime';

/** The query fields of `POST /_content/{path}` (spec section 7). */
export interface ContentQuery {
  only?: string[];
  without?: string[];
  where?: Record<string, unknown>;
  sortBy?: { field: string; direction: 'asc' | 'desc' }[];
  skip?: number;
  limit?: number;
  search?: string;
  surround?: { slug: string; before?: number; after?: number };
  deep?: boolean;
  text?: boolean;
}

export interface ContentTocEntry {
  id: string;
  depth: number;
  text: string;
}

/** An editorial content block as the server renders it (sanitised HTML in `body`). */
export interface ContentDocument {
  path: string;
  slug: string;
  dir: string;
  lang: Locale;
  title: string;
  description?: string;
  position?: number;
  updatedAt?: string;
  toc: ContentTocEntry[];
  body: string;
  [field: string]: unknown;
}

const contentClient = createApiClient({ baseURL: '/_content' });
const optionalContentClient = createApiClient({ baseURL: '/_content', exemptFrom500Redirect: true });

export interface ContentFetchOptions {
  /** The block is an optional part of its page: a server error leaves it out instead of leading to /sorry. */
  optional?: boolean;
}

function isContentDocument(value: unknown): value is ContentDocument {
  const candidate = value as Partial<ContentDocument> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.title === 'string' &&
    typeof candidate.body === 'string' &&
    Array.isArray(candidate.toc)
  );
}

/** An answer that is not what the content service sends (a proxy's HTML page, say) is an error, not a page. */
function invalidAnswer(): ApiError {
  return new ApiError(502, [{ code: 'invalid-content-answer' }], 'invalid-content-answer');
}

/** One content block, e.g. `fetchContent('nl', 'rules/anonymization-policy')`. */
export async function fetchContent(
  locale: Locale,
  path: string,
  query: ContentQuery = {},
  options: ContentFetchOptions = {},
): Promise<ContentDocument> {
  const client = options.optional ? optionalContentClient : contentClient;
  const { data } = await client.post<unknown>(`/${locale}/${path}`, query);
  if (!isContentDocument(data)) throw invalidAnswer();
  return data;
}

/** The blocks of a content folder, e.g. the pages of the Rules section. */
export async function fetchContentList(
  locale: Locale,
  folder: string,
  query: ContentQuery = {},
): Promise<ContentDocument[]> {
  const { data } = await contentClient.post<unknown>(`/${locale}/${folder}`, query);
  if (!Array.isArray(data)) throw invalidAnswer();
  return data as ContentDocument[];
}
