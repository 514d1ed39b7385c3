import { settle, type Settled } from '@court/shared';
import { partApiClient } from '../../../lib/api-client';
import type { OpenApiDocument } from '../lib/api-operations';

export interface ApiDescription {
  document: OpenApiDocument;
  /** Requests a client may make each minute, as the API itself announces it. */
  rateLimit: number | undefined;
}

/**
 * The API's OpenAPI document, which states the limit the server enforces (`info.x-rate-limit-per-minute`), so the
 * page's figure is not a copy that could drift.
 */
export function getApiDescription(): Promise<Settled<ApiDescription>> {
  return settle(
    partApiClient.get<OpenApiDocument>('/openapi.json').then(({ data }) => {
      const limit = data.info['x-rate-limit-per-minute'];
      return { document: data, rateLimit: Number.isInteger(limit) && limit! > 0 ? limit : undefined };
    }),
  );
}
