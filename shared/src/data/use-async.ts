import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when `deps` change and tracks its state, ignoring answers that arrive after a newer request
 * (a fast filter change must not be overwritten by a slow earlier answer). `retry` runs it again. Given
 * `initial` (data the caller already has: those a component is drawn with on the server), it starts with
 * them and loads nothing until `deps` change.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  initial?: { data: T },
): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>(
    initial ? { status: 'success', data: initial.data } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const hasInitialData = useRef(initial !== undefined);

  useEffect(() => {
    if (hasInitialData.current) {
      hasInitialData.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
