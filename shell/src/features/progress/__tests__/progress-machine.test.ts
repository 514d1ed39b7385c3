import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR } from '@court/runtime';
import {
  INITIAL_PROGRESS,
  isVisible,
  MAX_RUNNING_VALUE,
  progressAt,
  progressReducer,
  type ProgressEvent,
  type ProgressState,
} from '../progress-machine';

function run(events: ProgressEvent[], from: ProgressState = INITIAL_PROGRESS): ProgressState {
  return events.reduce((state, event) => progressReducer(state, event), from);
}

const start = (at: number): ProgressEvent => ({ type: 'start', at });
const end = (at: number, failed = false): ProgressEvent => ({ type: 'end', at, failed });
const tick = (at: number): ProgressEvent => ({ type: 'tick', at });

describe('progress bar state machine', () => {
  it('uses the constants of the specification', () => {
    expect(PROGRESS_BAR).toEqual({ durationMs: 5000, throttleMs: 200, hideAfterMs: 500 });
  });

  it('stays invisible during the 200 ms throttle', () => {
    const state = run([start(1000), tick(1100), tick(1199)]);
    expect(state.status).toBe('waiting');
    expect(isVisible(state)).toBe(false);
  });

  it('never shows for a load shorter than the throttle', () => {
    const state = run([start(1000), tick(1150), end(1190), tick(1300), tick(2000)]);
    expect(state).toEqual(INITIAL_PROGRESS);
  });

  it('appears once the load has lasted the throttle, and advances', () => {
    const first = run([start(0), tick(200)]);
    expect(first.status).toBe('running');
    expect(isVisible(first)).toBe(true);
    const later = run([tick(1200)], first);
    const muchLater = run([tick(4000)], later);
    expect(later.value).toBeGreaterThan(first.value);
    expect(muchLater.value).toBeGreaterThan(later.value);
  });

  it('advances asymptotically over the 5000 ms duration, never reaching 100 % while running', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(5000)).toBeGreaterThan(85);
    expect(progressAt(5000)).toBeLessThan(MAX_RUNNING_VALUE);
    const state = run([start(0), tick(200), tick(60_000)]);
    expect(state.status).toBe('running');
    expect(state.value).toBeLessThanOrEqual(MAX_RUNNING_VALUE);
    expect(state.value).toBeLessThan(100);
  });

  it('completes to 100 % when the load ends, and hides 500 ms later', () => {
    const finished = run([start(0), tick(300), end(1000)]);
    expect(finished).toMatchObject({ status: 'finished', value: 100 });
    expect(run([tick(1499)], finished).status).toBe('finished');
    expect(run([tick(1500)], finished)).toEqual(INITIAL_PROGRESS);
  });

  it('marks a failed load as failed, then hides it the same way', () => {
    const failed = run([start(0), tick(300), end(900, true)]);
    expect(failed).toMatchObject({ status: 'failed', value: 100 });
    expect(isVisible(failed)).toBe(true);
    expect(run([tick(1400)], failed)).toEqual(INITIAL_PROGRESS);
  });

  it('a second start while running changes nothing', () => {
    const running = run([start(0), tick(400)]);
    expect(run([start(500)], running)).toBe(running);
  });

  it('a new load while the bar is finishing restarts it at once, without waiting the throttle again', () => {
    const restarted = run([start(0), tick(300), end(800), start(900)]);
    expect(restarted).toMatchObject({ status: 'running', value: 0 });
    expect(run([tick(1000)], restarted).value).toBeGreaterThan(0);
  });

  it('ignores an end without a start and ticks while hidden', () => {
    expect(run([end(10), tick(20)])).toEqual(INITIAL_PROGRESS);
  });
});
