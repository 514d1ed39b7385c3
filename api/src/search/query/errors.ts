import type { QueryErrorReason } from '@court/contract/search-language';
import { HttpError } from '../../errors.js';

/**
 * A search text that cannot be read: 400 `invalid-query`, with why (a reason the site words in the visitor's
 * language) and where (from 1), the message saying both in English for other clients.
 */
export function invalidQuery(reason: QueryErrorReason, message: string, position: number): HttpError {
  const error = new HttpError(400, 'invalid-query', message);
  error.details = { reason, position };
  return error;
}
