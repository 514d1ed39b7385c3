import { useEffect, useReducer, useRef } from 'react';
import { INITIAL_PROGRESS, progressReducer, type ProgressEvent, type ProgressState } from './progress-machine';

/** How often the bar moves while it is on screen. */
export const TICK_MS = 100;

const reduce = (state: ProgressState, event: ProgressEvent) => progressReducer(state, event);

/**
 * Drives the progress bar's state machine from a loading flag: a load starts when `loading` turns true and
 * ends when it turns false; it failed if a request failed meanwhile (`failures` grew) or the browser is
 * offline when it ends.
 */
export function useProgressBar(loading: boolean, online: boolean, failures = 0): ProgressState {
  const [state, dispatch] = useReducer(reduce, INITIAL_PROGRESS);
  const onlineRef = useRef(online);
  onlineRef.current = online;
  const failuresRef = useRef(failures);
  failuresRef.current = failures;
  const failuresAtStart = useRef(failures);

  useEffect(() => {
    if (loading) {
      failuresAtStart.current = failuresRef.current;
      dispatch({ type: 'start', at: Date.now() });
    } else {
      const failed = !onlineRef.current || failuresRef.current > failuresAtStart.current;
      dispatch({ type: 'end', at: Date.now(), failed });
    }
  }, [loading]);

  const active = state.status !== 'hidden';
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', at: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  return state;
}
