import { ApiError } from '@court/runtime';
import { describe, expect, it } from 'vitest';
import { settle } from '../settle';

describe('settle', () => {
  it('hands the data of a call that answered', async () => {
    expect(await settle(Promise.resolve([1, 2]))).toEqual({ ok: true, data: [1, 2] });
  });

  it('keeps the status of a failed call as plain data, and 0 when no answer came', async () => {
    const failed = await settle(Promise.reject(new ApiError(503, [], 'Service Unavailable')));
    expect(failed).toEqual({ ok: false, status: 503 });
    expect(JSON.parse(JSON.stringify(failed))).toEqual(failed);
    expect(await settle(Promise.reject(new TypeError('Failed to fetch')))).toEqual({ ok: false, status: 0 });
  });
});
