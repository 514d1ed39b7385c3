/** Where whatever keeps answers (the API's answers, the site's pages) learns that they are out of date. */
export interface ContentChanges {
  /** Called whenever what the site shows may have changed. */
  listen(listener: () => void): void;
  /** The content changed: a publishing write or a scheduled item released anywhere, an edited Markdown file. */
  notify(): void;
}

export function createContentChanges(): ContentChanges {
  const listeners: (() => void)[] = [];
  return {
    listen: (listener) => void listeners.push(listener),
    notify: () => listeners.forEach((listener) => listener()),
  };
}
