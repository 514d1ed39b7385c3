import { createApiClient } from '@court/shared';

/**
 * The section's client of `/api/v1/search/*`. List parameters repeat their name (`judgmentType=A&judgmentType=B`),
 * as the API reads them; empty ones are left out.
 */
const client = createApiClient();
/** For optional parts of a page (filter names): a server error leaves them out instead of leading to /sorry. */
const optionalClient = createApiClient({ exemptFrom500Redirect: true });

type ParamValue = string | number | boolean | readonly string[] | undefined | null;

export function toSearchParams(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, ParamValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  return search;
}

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
