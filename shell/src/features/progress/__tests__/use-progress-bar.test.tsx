import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useProgressBar } from '../use-progress-bar';

describe('useProgressBar with real time passing', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  type Props = { loading: boolean; online: boolean; failures?: number };
  function render(initial: Props) {
    return renderHook((props: Props) => useProgressBar(props.loading, props.online, props.failures ?? 0), {
      initialProps: initial,
    });
  }

  it('shows after the throttle, moves on, finishes and hides after 500 ms', () => {
    const { result, rerender } = render({ loading: false, online: true });
    expect(result.current.status).toBe('hidden');
    rerender({ loading: true, online: true });
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current.status).toBe('waiting');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.status).toBe('running');
    const early = result.current.value;
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.value).toBeGreaterThan(early);
    rerender({ loading: false, online: true });
    expect(result.current).toMatchObject({ status: 'finished', value: 100 });
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current.status).toBe('finished');
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current.status).toBe('hidden');
  });

  it('a load shorter than the throttle never shows', () => {
    const { result, rerender } = render({ loading: true, online: true });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ loading: false, online: true });
    expect(result.current.status).toBe('hidden');
  });

  it('fails when the browser is offline as the load ends', () => {
    const { result, rerender } = render({ loading: true, online: true });
    act(() => void vi.advanceTimersByTime(1000));
    rerender({ loading: true, online: false });
    rerender({ loading: false, online: false });
    expect(result.current.status).toBe('failed');
  });

  it('fails when a request failed during the load', () => {
    const { result, rerender } = render({ loading: true, online: true, failures: 2 });
    act(() => void vi.advanceTimersByTime(1000));
    rerender({ loading: true, online: true, failures: 3 });
    rerender({ loading: false, online: true, failures: 3 });
    expect(result.current.status).toBe('failed');
  });

  it('does not fail because of a failure that happened before the load', () => {
    const { result, rerender } = render({ loading: false, online: true, failures: 5 });
    rerender({ loading: true, online: true, failures: 5 });
    act(() => void vi.advanceTimersByTime(1000));
    rerender({ loading: false, online: true, failures: 5 });
    expect(result.current.status).toBe('finished');
  });
});
