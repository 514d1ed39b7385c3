import { createApiClient } from '@court/runtime';
import { toSearchParams } from './search-params';

/** The section's client of `/api/v1/search/*`. */
const client = createApiClient();
/** For optional parts of a page (filter names): a server error leaves them out instead of leading to /sorry. */
const optionalClient = createApiClient({ exemptFrom500Redirect: true });

/** `GET /api/v1/search/{endpoint}` with the given parameters; the answer's body. */
export async function getFromSearch<Answer>(
  endpoint: string,
  params: object,
  { signal, optional = false }: { signal?: AbortSignal; optional?: boolean } = {},
): Promise<Answer> {
  const { data } = await (optional ? optionalClient : client).get<Answer>(`/search/${endpoint}`, {
    params: toSearchParams(params),
    signal,
  });
  return data;
}
