import { useEffect, useRef } from 'react';
import styles from './outcome-message.module.css';

export type OutcomeTone = 'success' | 'info' | 'error';

/**
 * The answer to a sent form (a subscription, an alert, a confirmation), focused when it appears so keyboard and
 * screen-reader users meet it where the visitor is. Errors are alerts; the others are announced politely.
 */
export function OutcomeMessage({ tone, text, testId }: { tone: OutcomeTone; text: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`${styles.outcome} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {text}
    </div>
  );
}
