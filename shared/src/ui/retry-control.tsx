import type { ReactNode } from 'react';
import { useLocation } from '@court/runtime';
import { useEnhanced } from './use-enhanced';

interface RetryControlProps {
  /** What trying again does once the scripts run the page (fetch again, run the loader again, reload). */
  onRetry: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * "Try again" on a failure: a button once the scripts draw the page; before that, and without them, a link to
 * this same address, so that the server draws the page again (a button would do nothing there).
 */
export function RetryControl({ onRetry, className, children }: RetryControlProps) {
  const enhanced = useEnhanced();
  const { pathname, search } = useLocation();
  if (!enhanced) {
    return (
      <a className={className} href={`${pathname}${search}`}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={onRetry}>
      {children}
    </button>
  );
}
