import { data, type Locale, toApiError, type ApiError } from '@court/runtime';
import { fetchContent, type ContentDocument } from '../api/content-client';

/** What a page gets from loading a content block: the document, or the error to show in the page. */
export type ContentResult = { ok: true; document: ContentDocument } | { ok: false; error: ApiError };

/**
 * Loads a content block for a route loader. A block that does not exist is the page's 404 (thrown, so the
 * section's error card shows "page not found"); any other failure is returned, so the page can say "error
 * while fetching data" in place and offer a retry while the rest of the page stays.
 */
export async function loadContentDocument(locale: Locale, path: string): Promise<ContentResult> {
  try {
    return { ok: true, document: await fetchContent(locale, path) };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 404) throw data(apiError.message, { status: 404, statusText: 'Not Found' });
    return { ok: false, error: apiError };
  }
}
