import { settle, type Settled } from '@court/shared';
import { partApiClient } from '../../../lib/api-client';
import type { OpenApiDocument } from '../lib/api-operations';

export interface ApiDescription {
  document: OpenApiDocument;
  /** Requests a client may make each minute, as the API itself announces it (X-RateLimit-Limit). */
  rateLimit: number | undefined;
}

/**
 * The API's OpenAPI document. Its answer passes the rate limit like any other, so the limit the page states is
 * the one the server enforces, not a copy that could drift.
 */
export function getApiDescription(): Promise<Settled<ApiDescription>> {
  return settle(
    partApiClient.get<OpenApiDocument>('/openapi.json').then(({ data, headers }) => {
      const limit = Number(headers['x-ratelimit-limit']);
      return { document: data, rateLimit: Number.isInteger(limit) && limit > 0 ? limit : undefined };
    }),
  );
}
