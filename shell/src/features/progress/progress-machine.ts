import { PROGRESS_BAR } from '@court/runtime';

/**
 * The progress bar's states (spec section 4). `waiting` is loading that has not yet lasted the throttle: the
 * bar stays invisible, so fast pages never flash it.
 */
export type ProgressStatus = 'hidden' | 'waiting' | 'running' | 'finished' | 'failed';

export interface ProgressState {
  status: ProgressStatus;
  /** 0 to 100. Only meaningful while the bar is visible. */
  value: number;
  /** When the current load started (ms). */
  startedAt: number;
  /** When the bar finished or failed (ms). */
  endedAt: number;
}

export type ProgressEvent =
  { type: 'start'; at: number } | { type: 'end'; at: number; failed: boolean } | { type: 'tick'; at: number };

export interface ProgressTimings {
  durationMs: number;
  throttleMs: number;
  hideAfterMs: number;
}

/** The bar never reaches 100 % while loading: it has no way to know how long is left. */
export const MAX_RUNNING_VALUE = 95;

export const INITIAL_PROGRESS: ProgressState = { status: 'hidden', value: 0, startedAt: 0, endedAt: 0 };

/**
 * How far the bar is after `elapsedMs` of loading: quick at first, then slower and slower, about 90 % at the
 * configured duration and never more than MAX_RUNNING_VALUE.
 */
export function progressAt(elapsedMs: number, durationMs: number = PROGRESS_BAR.durationMs): number {
  const ratio = Math.max(0, elapsedMs) / durationMs;
  return MAX_RUNNING_VALUE * (1 - Math.exp(-2.5 * ratio));
}

export function isVisible(state: ProgressState): boolean {
  return state.status === 'running' || state.status === 'finished' || state.status === 'failed';
}

/** The state machine of the progress bar, as a pure reducer: time comes in with the events. */
export function progressReducer(
  state: ProgressState,
  event: ProgressEvent,
  timings: ProgressTimings = PROGRESS_BAR,
): ProgressState {
  switch (event.type) {
    case 'start':
      if (state.status === 'hidden') return { ...INITIAL_PROGRESS, status: 'waiting', startedAt: event.at };
      // A new load while the bar is still on screen restarts it at once: it has already waited the throttle.
      if (state.status === 'finished' || state.status === 'failed') {
        return { status: 'running', value: 0, startedAt: event.at - timings.throttleMs, endedAt: 0 };
      }
      return state;
    case 'end':
      if (state.status === 'waiting') return INITIAL_PROGRESS;
      if (state.status === 'running') {
        return { ...state, status: event.failed ? 'failed' : 'finished', value: 100, endedAt: event.at };
      }
      return state;
    case 'tick': {
      if (state.status === 'waiting') {
        const elapsed = event.at - state.startedAt;
        if (elapsed < timings.throttleMs) return state;
        return { ...state, status: 'running', value: progressAt(elapsed - timings.throttleMs, timings.durationMs) };
      }
      if (state.status === 'running') {
        const value = progressAt(event.at - state.startedAt - timings.throttleMs, timings.durationMs);
        return value === state.value ? state : { ...state, value };
      }
      if (state.status === 'finished' || state.status === 'failed') {
        return event.at - state.endedAt >= timings.hideAfterMs ? INITIAL_PROGRESS : state;
      }
      return state;
    }
  }
}
