/** How long the first render waits for the page when the HTML holds only a loading state in its place. */
const LOADING_STATE_WAIT_MS = 1_000;

interface StartingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * What the first render does with the HTML's `#root` (site-server/src/site/page-html.ts): `hydrate` the page
 * the server drew, which is the live page already; `replace` a frame whose page's place holds a loading
 * state, or an empty root; `keep` the answer to a form posted before the scripts ran, which the browser
 * could not draw again (the answer is not its own): its links lead on to live pages.
 */
export type FirstRender = 'hydrate' | 'replace' | 'keep';

const drawnAs = (container: HTMLElement) => container.getAttribute('data-drawn');

/**
 * Waits until the router has the page (its section's routes and its data) for the first render. A page
 * drawn by the server is hydrated only then, however long its section takes: meanwhile it works as plain
 * HTML, its links and forms included. A loading state gives way to the live frame after a second at most.
 */
export async function waitForFirstPage(router: StartingRouter, container: HTMLElement): Promise<FirstRender> {
  const drawn = drawnAs(container);
  if (drawn === 'answer') return 'keep';
  const render: FirstRender = drawn === 'page' ? 'hydrate' : 'replace';
  if (router.state.initialized || !drawn) return render;
  await new Promise<void>((resolve) => {
    const timer = render === 'replace' ? setTimeout(done, LOADING_STATE_WAIT_MS) : undefined;
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
  return render;
}
