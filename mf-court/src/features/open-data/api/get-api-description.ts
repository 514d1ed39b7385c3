import { settle, type Settled } from '@court/shared';
import { partApiClient } from '../../../lib/api-client';
import type { OpenApiDocument } from '../lib/api-operations';

export interface ApiDescription {
  document: OpenApiDocument;
  /** Requests a client without a key may make each minute, as the API itself announces it. */
  rateLimit: number | undefined;
  /** Requests a minute an API key allows unless the court agreed another figure with its holder. */
  keyRateLimit: number | undefined;
  /** The request header that carries an API key (its security scheme `apiKey`). */
  keyHeader: string | undefined;
}

const positive = (value: number | undefined) => (Number.isInteger(value) && value! > 0 ? value : undefined);

/**
 * The API's OpenAPI document, which states the limits the server enforces (`info.x-rate-limit-per-minute`, and
 * `info.x-api-key-rate-limit-per-minute` for key holders) and the header of the keys, so the page's figures are
 * not copies that could drift.
 */
export function getApiDescription(): Promise<Settled<ApiDescription>> {
  return settle(
    partApiClient.get<OpenApiDocument>('/openapi.json').then(({ data }) => {
      const keyScheme = data.components?.securitySchemes?.apiKey;
      return {
        document: data,
        rateLimit: positive(data.info['x-rate-limit-per-minute']),
        keyRateLimit: positive(data.info['x-api-key-rate-limit-per-minute']),
        keyHeader: keyScheme?.type === 'apiKey' && keyScheme.in === 'header' ? keyScheme.name : undefined,
      };
    }),
  );
}
