import { FIRST_SCREEN_HEADER } from '@court/contract/schemas/site';

/** How long the site server waits for the API before it goes without its answer. */
const TIMEOUT_MS = 2000;

/** What the site server asks of the API, over HTTP at API_ORIGIN: it never opens the database. */
export interface ApiClient {
  origin: string;
  /** The headers of the requests made for a page being served: the first-screen token, when there is one. */
  headers: Record<string, string>;
  /** The JSON answer of a GET, or undefined when the API does not answer 200 in time. */
  json<T>(resource: string): Promise<T | undefined>;
  /** The status of a HEAD of a resource, or undefined when the API does not answer in time. */
  status(resource: string): Promise<number | undefined>;
}

export function createApiClient(origin: string, firstScreenToken: string | undefined): ApiClient {
  const headers: Record<string, string> = firstScreenToken ? { [FIRST_SCREEN_HEADER]: firstScreenToken } : {};
  const request = async (resource: string, method: 'GET' | 'HEAD') =>
    fetch(new URL(resource, origin), { method, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    origin,
    headers,
    async json<T>(resource: string) {
      try {
        const response = await request(resource, 'GET');
        return response.ok ? ((await response.json()) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    async status(resource: string) {
      try {
        return (await request(resource, 'HEAD')).status;
      } catch {
        return undefined;
      }
    },
  };
}
