import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/**
 * The keys re-users of the court's open data send in `X-Api-Key` for a higher per-client limit, issued and
 * revoked by the court's staff through the publishing API (`/publishing/api-keys`). The key itself is answered
 * once, when it is issued; afterwards a key is known by its id, which is part of the key and not secret.
 */

/**
 * The request header that carries the key. A header of its own, as api.data.gov and most public-sector API
 * gateways do, leaves `Authorization` to the citizen login and the staff tokens on the same API, and is one
 * `curl -H` away for a re-user.
 */
export const API_KEY_HEADER = 'X-Api-Key';

/** The key's non-secret id, as it appears in the key `ghcc_{id}_{secret}`. */
export const API_KEY_ID = '^[0-9a-f]{12}$';

export const ApiKeyIdParams = Type.Object({
  id: Type.String({ pattern: API_KEY_ID, description: 'The key’s id: the 12 hexadecimal digits after ghcc_' }),
});

export const ApiKeyRequest = Type.Object(
  {
    holder: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Who reuses the data: an organisation or a person',
    }),
    email: Type.String({ format: 'email', maxLength: 254, description: 'Where the court reaches the holder' }),
    limitPerMinute: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        description: 'Requests a minute the key allows; by default the limit the API announces for key holders',
      }),
    ),
    expiresAt: Type.Optional(
      Type.String({ format: 'date-time', description: 'When the key stops working (ISO 8601 with its offset)' }),
    ),
  },
  { additionalProperties: false },
);
export type ApiKeyRequest = Static<typeof ApiKeyRequest>;

export const ApiKeySummary = Type.Object({
  id: Type.String({ description: 'The key’s id, the part after ghcc_ and before the secret' }),
  prefix: Type.String({ description: 'The start of the key, ghcc_{id}, to recognise it by' }),
  holder: Type.String(),
  email: Type.String(),
  limitPerMinute: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String({ description: 'The staff member or system that issued it' }),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
  revokedBy: Nullable(Type.String()),
});
export type ApiKeySummary = Static<typeof ApiKeySummary>;

/** The answer to issuing a key: the only time the key is shown. */
export const IssuedApiKey = Type.Intersect([
  ApiKeySummary,
  Type.Object({
    key: Type.String({ description: 'The key to send in X-Api-Key; the court keeps only its SHA-256 hash' }),
  }),
]);
export type IssuedApiKey = Static<typeof IssuedApiKey>;
