import { HttpError } from '../../errors.js';

/** A search text that cannot be read: 400 `invalid-query`, with where the problem is when it is at one place. */
export function invalidQuery(message: string, position?: number): HttpError {
  const error = new HttpError(400, 'invalid-query', message);
  error.position = position;
  return error;
}
