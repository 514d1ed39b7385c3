import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { errorCode, tempDir, useServer } from '@court/server-kit/testing';
import type { SitemapEntries } from '@court/contract/schemas/site';
import { buildSite } from '../src/app.js';
import { loadConfig, type SiteConfig } from '../src/config.js';
import { createSiteRemotes } from '../src/site/site-remotes.js';

export { errorCode, tempDir };

/** Where the runtime config of a built site (`folders`) loads its sections from, with no release made. */
export const builtRemotes = (folders: Parameters<typeof createSiteRemotes>[0], remotesConfig?: string) =>
  createSiteRemotes(folders, remotesConfig, path.join(os.tmpdir(), 'court-no-releases'));

/** What the stub API knows: two members, three judgments (one withdrawn: 410, as the API answers it). */
export const STUB_ENTRIES: SitemapEntries = {
  members: [{ id: 'luc-lavrysen' }, { id: 'pierre-nihoul' }],
  judgments: [
    { year: 2025, number: 61, date: '2025-04-24', languages: ['nl', 'fr', 'de'] },
    { year: 2024, number: 12, date: '2024-02-01', languages: ['nl', 'fr', 'de', 'en'] },
  ],
};
export const WITHDRAWN = { year: 2023, number: 7 };

export interface StubApi {
  origin: string;
  /** The content version it answers; a test changes it to play a publication. */
  version: string;
  /** Every request it got: method, URL and headers. */
  requests: { method: string; url: string; headers: Record<string, string | string[] | undefined> }[];
}

/**
 * A stand-in of the API on a port of its own, answering what the site server asks of it (the content version,
 * the sitemap's entries, the items behind pages) and echoing what is forwarded to it.
 */
export function useStubApi(): () => StubApi {
  let server: FastifyInstance | undefined;
  const stub: StubApi = { origin: '', version: 'v1', requests: [] };
  beforeAll(async () => {
    server = Fastify();
    // A form as its text, to show it arrived as the visitor sent it.
    server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    server.addHook('onRequest', async (request) => {
      stub.requests.push({ method: request.method, url: request.url, headers: request.headers });
    });
    server.get('/api/v1/site/content-version', async () => ({ version: stub.version }));
    server.get('/api/v1/site/sitemap-entries', async () => STUB_ENTRIES);
    server.get<{ Params: { year: string; number: string } }>(
      '/api/v1/juris/judgments/:year/:number',
      async (request, reply) => {
        const year = Number(request.params.year);
        const number = Number(request.params.number);
        if (year === WITHDRAWN.year && number === WITHDRAWN.number) return reply.code(410).send({ errors: [] });
        const known = STUB_ENTRIES.judgments.some((j) => j.year === year && j.number === number);
        return known ? { year, number } : reply.code(404).send({ errors: [{ code: 'not-found' }] });
      },
    );
    server.get<{ Params: { id: string } }>('/api/v1/members/:id', async (request, reply) =>
      STUB_ENTRIES.members.some((m) => m.id === request.params.id)
        ? { id: request.params.id }
        : reply.code(404).send({ errors: [{ code: 'not-found' }] }),
    );
    server.all('/*', async (request, reply) =>
      reply
        .code(request.url.startsWith('/api/v1/missing') ? 404 : 200)
        .header('x-stub', 'api')
        .header('content-security-policy', "default-src 'none'")
        .send({ method: request.method, url: request.url, body: request.body ?? null }),
    );
    stub.origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => server?.close());
  return () => stub;
}

/** Settings for a test site: silent, no build unless SITE_ROOT names one, no release. */
export function testConfig(env: Record<string, string> = {}): SiteConfig {
  return loadConfig({
    SITE_ROOT: tempDir('court-site-'),
    RELEASES_DIR: path.join(os.tmpdir(), 'court-no-releases'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** Builds the site before each test and closes it after; `config` is read at build time. */
export const useSite = (config: () => SiteConfig): (() => FastifyInstance) =>
  useServer(() => buildSite(config(), { logger: false }));
