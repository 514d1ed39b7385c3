import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForFirstPage, type FirstRender } from '../first-navigation';

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

function container(drawn: 'nothing' | 'frame' | 'page' | 'answer') {
  const root = document.createElement('div');
  if (drawn !== 'nothing') {
    root.setAttribute('data-drawn', drawn);
    root.innerHTML = '<header>Court</header><main></main>';
  }
  return root;
}

/** Starts the wait on a page so drawn; `render()` tells what the first render does, once it may happen. */
function startWaiting(drawn: Parameters<typeof container>[0]) {
  const router = startingRouter();
  let render: FirstRender | undefined;
  void waitForFirstPage(router, container(drawn)).then((value) => (render = value));
  return { router, render: () => render };
}

describe('the first render', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hydrates a page the server drew once the router has it, however long its section takes', async () => {
    const { router, render } = startWaiting('page');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(render()).toBeUndefined();
    router.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(render()).toBe('hydrate');
    expect(router.listeners.size).toBe(0);
  });

  it('replaces a loading state by the page when it is there', async () => {
    const { router, render } = startWaiting('frame');
    await vi.advanceTimersByTimeAsync(500);
    expect(render()).toBeUndefined();
    router.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(render()).toBe('replace');
  });

  it('replaces a loading state by the live frame after a second when the page is slower', async () => {
    const { router, render } = startWaiting('frame');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(render()).toBe('replace');
    expect(router.listeners.size).toBe(0);
  });

  it('keeps the answer to a form posted before the scripts ran, which it could not draw again', async () => {
    const { render } = startWaiting('answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(render()).toBe('keep');
  });

  it('draws at once into an empty root', async () => {
    const { render } = startWaiting('nothing');
    await vi.advanceTimersByTimeAsync(0);
    expect(render()).toBe('replace');
  });
});
