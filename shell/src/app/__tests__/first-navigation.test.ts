import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForFirstPage } from '../first-navigation';

/** A router whose first navigation ends when the test says so. */
function startingRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      router.state = { initialized: true };
      listeners.forEach((listener) => listener(router.state));
    },
    listeners,
  };
  return router;
}

function container(firstScreen: 'none' | 'loading state' | 'page') {
  const root = document.createElement('div');
  if (firstScreen !== 'none')
    root.innerHTML = `<div class="first-screen"${firstScreen === 'page' ? ' data-page' : ''} inert><header>Court</header></div>`;
  return root;
}

/** Starts the wait on a page with that first screen; `ready()` tells whether the first render may happen. */
function startWaiting(firstScreen: Parameters<typeof container>[0]) {
  const router = startingRouter();
  let ready = false;
  void waitForFirstPage(router, container(firstScreen)).then(() => (ready = true));
  return { router, ready: () => ready };
}

describe('the first render after a first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the page when the HTML has a first screen', async () => {
    const { router, ready } = startWaiting('loading state');
    await vi.advanceTimersByTimeAsync(500);
    expect(ready()).toBe(false);
    router.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready()).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('draws the live frame after a second when the page is slower', async () => {
    const { router, ready } = startWaiting('loading state');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ready()).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('waits much longer when the first screen holds the page itself, which must not vanish', async () => {
    const { router, ready } = startWaiting('page');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ready()).toBe(false);
    router.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready()).toBe(true);
  });

  it('does not wait without a first screen', async () => {
    const { ready } = startWaiting('none');
    await vi.advanceTimersByTimeAsync(0);
    expect(ready()).toBe(true);
  });
});
