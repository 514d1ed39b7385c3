/**
 * How long the first render may wait for the page before it draws the live frame with a loading state: not
 * long when the first screen holds only that loading state, much longer when it holds the page itself
 * (`data-page`), which would otherwise vanish and come back.
 */
const WAIT_MS = { loadingState: 1_000, page: 10_000 };

interface StartingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * When the HTML came with a first screen (`.first-screen`, see src/first-screen), waits until the router has
 * the page (its section and data), so that the first render replaces that screen with the page itself, not
 * with a loading state in between.
 */
export async function waitForFirstPage(router: StartingRouter, container: HTMLElement): Promise<void> {
  const firstScreen = container.querySelector('.first-screen');
  if (router.state.initialized || !firstScreen) return;
  const waitMs = firstScreen.hasAttribute('data-page') ? WAIT_MS.page : WAIT_MS.loadingState;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
