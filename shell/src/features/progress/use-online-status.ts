import { useEffect } from 'react';
import { useLoadingTracker } from '@court/runtime';

/**
 * Keeps the shared online/offline flag (spec section 4) in step with the browser, and returns it. The flag
 * lives in the shared loading tracker so that sections can read it too.
 */
export function useOnlineStatus(): boolean {
  const online = useLoadingTracker((state) => state.online);
  const setOnline = useLoadingTracker((state) => state.setOnline);
  useEffect(() => {
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [setOnline]);
  return online;
}
