/**
 * A section's renders on the site server, one after the other: the language, the API origin, the recorded
 * answers and the failure count a render reads are the module's, shared by the section's pages and widgets.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneRenderAtATime<T>(render: () => Promise<T>): Promise<T> {
  const rendered = queue.then(render);
  queue = rendered.catch(() => undefined);
  return rendered;
}
