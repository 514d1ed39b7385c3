import { useEffect, useRef } from 'react';
import { useLoadingTracker } from '@court/runtime';

/**
 * Calls `retry` once when the browser comes back online (the shared online/offline flag, which the shell keeps
 * in step with the browser, turns true), so what failed while the visitor was offline recovers by itself
 * instead of waiting for a click. Without `retry`, nothing happens.
 */
export function useRetryWhenOnline(retry: (() => void) | undefined): void {
  const online = useLoadingTracker((state) => state.online);
  const wasOnline = useRef(online);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    if (online && !wasOnline.current) retryRef.current?.();
    wasOnline.current = online;
  }, [online]);
}
