import { normaliseErrorBody } from './api-error';
import { apiTransport } from './api-transport';
import { mergeHeaders } from './merge-headers';

/** A request of an API client: `url` is relative to the client's base, `params` become its query. */
export interface ApiRequestConfig {
  /** `GET` when left out. */
  method?: string;
  url?: string;
  /** An object (lists repeat their name; undefined and null are left out) or `URLSearchParams`. */
  params?: object;
  /** A plain object or array travels as JSON; anything else (a Blob, text) as it is. */
  data?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up; the client's own when left out. */
  timeout?: number;
}

/** A successful answer; `headers` by their lower-case names. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** What `sendRequest` sends: the request with its address, headers and time limit settled. */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  data: unknown;
  signal?: AbortSignal;
  timeout: number;
}

const isJson = (data: unknown) => Array.isArray(data) || Object.prototype.toString.call(data) === '[object Object]';

/** The body as the API's answers are read: JSON when it parses, else the text itself (empty without a body). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A signal that aborts once `ms` have passed, or when the caller's does. Not `AbortSignal.any`: the browsers the
 * build targets (ES2022) include Safari before 17.4, which lacks it.
 */
function deadline(ms: number, callers?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timeout of ${ms}ms exceeded`)), ms);
  const follow = () => controller.abort(callers?.reason);
  if (callers?.aborted) follow();
  else callers?.addEventListener('abort', follow, { once: true });
  const clear = () => {
    clearTimeout(timer);
    callers?.removeEventListener('abort', follow);
  };
  return { signal: controller.signal, clear };
}

/**
 * One exchange with the API. An answer outside 2xx rejects as the ApiError of its body (the errors envelope,
 * or unknown-server-error); a request that gets no answer (network, time limit, cancelled) rejects with what
 * `fetch` rejected, which the client turns into the status 0 ApiError.
 */
export async function sendRequest<T>(request: OutgoingRequest): Promise<ApiResponse<T>> {
  const json = isJson(request.data);
  const headers = json ? mergeHeaders({ 'Content-Type': 'application/json' }, request.headers) : request.headers;
  const { signal, clear } = deadline(request.timeout, request.signal);
  try {
    const response = await apiTransport()(request.url, {
      method: request.method,
      headers,
      body: json ? JSON.stringify(request.data) : (request.data as BodyInit | undefined),
      signal,
    });
    const data = parseBody(await response.text());
    if (!response.ok) throw normaliseErrorBody(response.status, data);
    return { data: data as T, status: response.status, headers: Object.fromEntries(response.headers) };
  } finally {
    clear();
  }
}
