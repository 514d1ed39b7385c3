import { describe, expect, it } from 'vitest';
import { messageOfError, statusOfError } from '../error-status';

describe('status and message of a route error', () => {
  it('takes the status from the error and defaults to 500', () => {
    expect(statusOfError(Object.assign(new Error('x'), { status: 401 }))).toBe(401);
    expect(statusOfError(new Error('boom'))).toBe(500);
    expect(statusOfError({ status: 'nope' })).toBe(500);
    expect(statusOfError(null)).toBe(500);
  });

  it('gives the first line of an error as its technical message', () => {
    expect(messageOfError(new Error('first line\nsecond line'))).toBe('first line');
    expect(messageOfError('plain text')).toBe('plain text');
  });
});
