import axios, { type AxiosInstance } from 'axios';
import { localeOfPath } from '../locale/paths';
import { DEFAULT_LOCALE } from '../locale/locales';
import { useSessionStore } from '../session/session-store';
import { clearAuthCookies } from '../session/auth-cookies';
import { apiOrigin, apiOriginHeaders } from './api-origin';
import { recordAnswer, takeTransferredAnswer } from './first-load-answers';
import { toApiError } from './api-error';
import { navigateTo } from './navigation';
import { useLoadingTracker } from '../data/loading-tracker';

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

const isGet = (config: { method?: string }) => (config.method ?? 'get').toLowerCase() === 'get';

/** The path of the server error page; it carries no language (spec section 2). */
export const SORRY_PATH = '/sorry';

function currentLocale() {
  return localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
}

/**
 * An axios client that applies the transport rules of the error catalogue (spec section 8): a 500 sends the
 * visitor to /sorry, a 401 clears the token and sends them to the login route in their language, and every
 * failure is rejected as an ApiError with the errors envelope.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? '/api/v1',
    timeout: options.timeoutMs ?? 20_000,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    useLoadingTracker.getState().started();
    // The first load's answers came with the page (first-load-answers.ts): the same data, no second request.
    const answer = isGet(config) && !apiOrigin() ? takeTransferredAnswer(client.getUri(config)) : undefined;
    if (answer)
      config.adapter = () => Promise.resolve({ data: answer.data, status: 200, statusText: 'OK', headers: {}, config });
    if (apiOrigin()) {
      config.baseURL = `${apiOrigin()}${config.baseURL ?? ''}`;
      for (const [name, value] of Object.entries(apiOriginHeaders())) config.headers.set(name, value);
    }
    const token = options.bearerToken ? options.bearerToken() : useSessionStore.getState().authInfo?.token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      useLoadingTracker.getState().finished();
      // On the server, the answers a page is drawn with go to the browser with it.
      if (apiOrigin() && isGet(response.config))
        recordAnswer(client.getUri(response.config).slice(apiOrigin().length), response.data);
      return response;
    },
    (error: unknown) => {
      useLoadingTracker.getState().finished(false);
      const apiError = toApiError(error);
      if (apiError.status === 500 && !options.exemptFrom500Redirect) {
        navigateTo(SORRY_PATH);
      } else if (apiError.status === 401 && !options.exemptFrom401Redirect) {
        useSessionStore.getState().clear();
        clearAuthCookies();
        const here = `${window.location.pathname}${window.location.search}`;
        navigateTo(`/${currentLocale()}/auth/login?redirect=${encodeURIComponent(here)}`);
      }
      return Promise.reject(apiError);
    },
  );

  return client;
}
