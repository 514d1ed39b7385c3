import { useEffect, useRef } from 'react';
import { useLoadingTracker } from '@court/shared';

/**
 * Calls `retry` once when the browser comes back online (the shared online/offline flag turns true), so a page
 * that failed while the visitor was offline recovers by itself instead of waiting for a click.
 */
export function useRetryWhenOnline(retry: () => void): void {
  const online = useLoadingTracker((state) => state.online);
  const wasOnline = useRef(online);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(() => {
    if (online && !wasOnline.current) retryRef.current();
    wasOnline.current = online;
  }, [online]);
}
