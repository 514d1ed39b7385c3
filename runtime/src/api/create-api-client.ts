import { localeOfPath } from '../locale/paths';
import { DEFAULT_LOCALE } from '../locale/locales';
import { useSessionStore } from '../session/session-store';
import { clearAuthCookies } from '../session/auth-cookies';
import { apiOrigin, apiOriginHeaders } from './api-origin';
import { recordAnswer, recordRefusal, takeTransferredAnswer, takeTransferredRefusal } from './first-load-answers';
import { ApiError, toApiError } from './api-error';
import { navigateTo } from './navigation';
import { useLoadingTracker } from '../data/loading-tracker';
import { sendRequest, type ApiRequestConfig, type ApiResponse } from './api-request';
import { mergeHeaders } from './merge-headers';
import { queryString } from './query-string';

export type { ApiRequestConfig, ApiResponse };

export interface ApiClientOptions {
  /** Defaults to the court's API, `/api/v1`. */
  baseURL?: string;
  /** Clients whose 401 is an expected answer (the login check itself) opt out of the login redirect. */
  exemptFrom401Redirect?: boolean;
  /**
   * Clients for optional parts of a page (an introduction, a widget) opt out of the /sorry redirect: the page
   * goes on without that part instead of being replaced by the server error page.
   */
  exemptFrom500Redirect?: boolean;
  timeoutMs?: number;
  /**
   * The bearer token of another login than the citizen's (the press console's staff login), read at each
   * request; without it, requests carry the citizen's token when one is logged in.
   */
  bearerToken?: () => string | undefined;
}

/** A client of the API; every call resolves to the answer or rejects with an ApiError. */
export interface ApiClient {
  request<T = unknown>(config: ApiRequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<ApiResponse<T>>;
  /** The address of a request on the site, query included (`/api/v1/juris/judgments?lang=nl`). */
  getUri(config?: ApiRequestConfig): string;
}

/**
 * A 400: the API's answer to what was asked (a search text it cannot read), which the page shows beside a field,
 * the same for every visitor; not a failure to load, and drawn on the server like an answer.
 */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

/** The path of the server error page; it carries no language (spec section 2). */
export const SORRY_PATH = '/sorry';

function currentLocale() {
  return localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
}

/**
 * A client that applies the transport rules of the error catalogue (spec section 8): a 500 sends the visitor
 * to /sorry, a 401 clears the token and sends them to the login route in their language, and every failure is
 * rejected as an ApiError with the errors envelope.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? '/api/v1';
  const timeout = options.timeoutMs ?? 20_000;

  const getUri = ({ url = '', params }: ApiRequestConfig = {}) => `${baseURL}${url}${queryString(params)}`;

  async function exchange(config: ApiRequestConfig): Promise<ApiResponse<unknown>> {
    const address = getUri(config);
    const method = (config.method ?? 'GET').toUpperCase();
    // The first load's answers came with the page (first-load-answers.ts): the same data, no second request.
    const answer = method === 'GET' && !apiOrigin() ? takeTransferredAnswer(address) : undefined;
    if (answer) return { data: answer.data, status: 200, headers: {} };
    const refusal = method === 'GET' && !apiOrigin() ? takeTransferredRefusal(address) : undefined;
    if (refusal) throw new ApiError(refusal.status, refusal.errors, refusal.errors[0]?.message ?? '');
    const token = options.bearerToken ? options.bearerToken() : useSessionStore.getState().authInfo?.token;
    const response = await sendRequest<unknown>({
      url: `${apiOrigin()}${address}`,
      method,
      headers: mergeHeaders(
        { Accept: 'application/json' },
        config.headers,
        apiOriginHeaders(),
        token ? { Authorization: `Bearer ${token}` } : undefined,
      ),
      data: config.data,
      signal: config.signal,
      timeout: config.timeout ?? timeout,
    }).catch((error: unknown) => {
      if (apiOrigin() && method === 'GET' && isRefusal(error)) {
        recordRefusal(address, { status: error.status, errors: error.errors });
      }
      throw error;
    });
    // On the server, the answers a page is drawn with go to the browser with it.
    if (apiOrigin() && method === 'GET') recordAnswer(address, response.data);
    return response;
  }

  function rejected(error: unknown): never {
    const apiError = toApiError(error);
    if (apiError.status === 500 && !options.exemptFrom500Redirect) {
      navigateTo(SORRY_PATH);
    } else if (apiError.status === 401 && !options.exemptFrom401Redirect) {
      useSessionStore.getState().clear();
      clearAuthCookies();
      const here = `${window.location.pathname}${window.location.search}`;
      navigateTo(`/${currentLocale()}/auth/login?redirect=${encodeURIComponent(here)}`);
    }
    throw apiError;
  }

  async function request<T>(config: ApiRequestConfig): Promise<ApiResponse<T>> {
    const tracker = useLoadingTracker.getState();
    tracker.started();
    try {
      const response = await exchange(config);
      tracker.finished();
      return response as ApiResponse<T>;
    } catch (error) {
      tracker.finished(isRefusal(error));
      return rejected(error);
    }
  }

  return {
    request,
    getUri,
    get: (url, config) => request({ ...config, url, method: 'GET' }),
    delete: (url, config) => request({ ...config, url, method: 'DELETE' }),
    post: (url, data, config) => request({ ...config, url, data, method: 'POST' }),
    put: (url, data, config) => request({ ...config, url, data, method: 'PUT' }),
  };
}
