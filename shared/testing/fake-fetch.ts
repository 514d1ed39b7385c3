// The fake of `fetch`, which the site uses outside the API clients.
import { notFound } from './not-found';

/** A file of the document server, for `fakeFetch`: its status (200), content type and body. */
export interface FakeFile {
  status?: number;
  type?: string;
  body?: string;
}

/** A PDF that exists: what the HEAD check of a PDF link wants to hear. */
export const PDF_FILE: FakeFile = { status: 200, type: 'application/pdf' };

export interface FetchRequest {
  method: string;
  url: string;
}

export interface FakeFetch {
  /** Every request `fetch` was asked, in order. */
  readonly requests: FetchRequest[];
}

let realFetch: typeof fetch | undefined;

/**
 * Fakes `fetch`, which the site uses outside the API clients (the HEAD checks of PDFs), until the end of the
 * test: the listed URLs answer as given, every other one 404 with the errors envelope; `offline` makes every
 * request fail as without a network. A second call replaces the first.
 */
export function fakeFetch(files: Record<string, FakeFile> = {}, { offline = false } = {}): FakeFetch {
  const requests: FetchRequest[] = [];
  realFetch ??= globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
    ).toUpperCase();
    requests.push({ method, url });
    if (offline) throw new TypeError('Failed to fetch');
    const {
      status = 200,
      type,
      body = null,
    } = files[url] ?? {
      status: 404,
      type: 'application/json',
      body: JSON.stringify(notFound(method, url).body),
    };
    const empty = method === 'HEAD' || status === 204 || status === 304;
    return new Response(empty ? null : body, { status, headers: type ? { 'content-type': type } : {} });
  };
  return { requests };
}

/** Gives `fetch` back (the fakes of a test end with it). */
export function restoreFetch(): void {
  if (realFetch) {
    globalThis.fetch = realFetch;
    realFetch = undefined;
  }
}
