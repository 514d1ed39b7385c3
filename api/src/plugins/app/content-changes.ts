import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface ContentChanges {
  /** Called whenever what the site shows may have changed. */
  listen(listener: () => void): void;
  /** The content changed: a publishing write or release here or on another instance, an edited Markdown file. */
  notify(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/** One place where whatever keeps answers (the API's answers, pages) learns that they are out of date. */
export default fp(
  async (app: FastifyInstance) => {
    const listeners: (() => void)[] = [];
    app.decorate('contentChanges', {
      listen: (listener: () => void) => void listeners.push(listener),
      notify: () => listeners.forEach((listener) => listener()),
    });
  },
  { name: 'court-content-changes' },
);
