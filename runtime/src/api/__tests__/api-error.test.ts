import { describe, expect, it } from 'vitest';
import { ApiError, normaliseErrorBody, toApiError, UNKNOWN_SERVER_ERROR } from '../api-error';

describe('error normalisation', () => {
  it('keeps the errors envelope the API sent', () => {
    const error = normaliseErrorBody(400, { errors: [{ code: 'invalid-request', message: 'page must be >= 1' }] });
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid-request');
    expect(error.message).toBe('page must be >= 1');
  });

  it('turns an answer without a body into the unknown-server-error answer with one empty code', () => {
    for (const body of [
      undefined,
      null,
      '',
      '<html>Bad gateway</html>',
      { message: 'x' },
      { errors: [] },
      { errors: [1] },
    ]) {
      const error = normaliseErrorBody(502, body);
      expect(error.errors).toEqual([{ code: '' }]);
      expect(error.message).toBe(UNKNOWN_SERVER_ERROR);
    }
  });

  it('gives status 0 and a network-error code to a request that got no answer', () => {
    const error = toApiError(new Error('Network Error'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network-error');
  });

  it('keeps the ApiError of an answer as it is', () => {
    const answered = normaliseErrorBody(404, { errors: [{ code: 'not-found' }] });
    expect(toApiError(answered)).toBe(answered);
  });
});
