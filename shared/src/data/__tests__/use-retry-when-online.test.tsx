import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLoadingTracker } from '@court/runtime';
import { useRetryWhenOnline } from '../use-retry-when-online';

describe('trying again when the connection is back', () => {
  it('retries once when the browser goes from offline to online, not while it stays online', () => {
    const retry = vi.fn();
    act(() => useLoadingTracker.getState().setOnline(true));
    renderHook(() => useRetryWhenOnline(retry));
    expect(retry).not.toHaveBeenCalled();

    act(() => useLoadingTracker.getState().setOnline(false));
    expect(retry).not.toHaveBeenCalled();
    act(() => useLoadingTracker.getState().setOnline(true));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
