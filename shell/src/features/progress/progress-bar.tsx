import { useLoadingTracker, useNavigation } from '@court/runtime';
import { isVisible } from './progress-machine';
import { useProgressBar } from './use-progress-bar';
import styles from './progress-bar.module.css';

/**
 * The thin bar at the top of the window while a page or its data loads (spec sections 4 and 9).
 *
 * Loading means a route navigation in progress or an API request waiting for its answer. A load "fails" when
 * one of its requests failed (the shared loading tracker counts failures) or the browser is offline as it
 * ends.
 *
 * It is hidden from assistive technology: the page's own loading state announces loading, and a bar that
 * reported its value every 100 ms would only be noise.
 */
export function ProgressBar({ online }: { online: boolean }) {
  const navigating = useNavigation().state !== 'idle';
  const pending = useLoadingTracker((state) => state.pending);
  const failures = useLoadingTracker((state) => state.failures);
  const state = useProgressBar(navigating || pending > 0, online, failures);
  const visible = isVisible(state);
  return (
    <div
      className={`${styles.track} no-print`}
      aria-hidden="true"
      data-testid="progress-bar"
      data-status={state.status}
    >
      {visible && (
        <div
          className={`${styles.bar} ${state.status === 'failed' ? styles.failed : ''} ${state.status === 'finished' ? styles.done : ''}`}
          // The one style set from script: the bar's length (through the CSSOM, which a strict CSP allows).
          style={{ transform: `scaleX(${(state.value / 100).toFixed(3)})` }}
        />
      )}
    </div>
  );
}
