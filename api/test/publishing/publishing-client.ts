import type { LightMyRequestResponse } from 'fastify';
import type { Engine } from '../../src/db/engine.js';
import { testConfig, useApp, useDatabase } from '../helper.js';
import { useStaffProvider } from './staff-provider-fixture.js';

export interface PublishingClient {
  /** `PUT /api/v1/publishing{path}` with a registry token holding `scope`: an item's body, or a PDF. */
  put(path: string, scope: string, body: object | Buffer): Promise<LightMyRequestResponse>;
  /** `DELETE /api/v1/publishing{path}` with a registry token holding `scope`. */
  withdraw(path: string, scope: string): Promise<LightMyRequestResponse>;
  /** A public request, as a visitor makes it, with headers of its own if any. */
  read(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * An app on a database seeded with the fixture corpus, with the staff identity provider for its tokens and the
 * response cache on, as in production (a write must not be hidden behind it).
 */
export function usePublishingClient(engine: Engine): () => PublishingClient {
  return usePublishingClientOn(useDatabase(engine));
}

/** The same, on a database of the test's own making, with settings of its own (`env`). */
export function usePublishingClientOn(url: () => string, env: Record<string, string> = {}): () => PublishingClient {
  const staff = useStaffProvider();
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, RESPONSE_CACHE_SECONDS: '30', ...env }),
  );
  const authorization = async (scope: string) => ({
    authorization: `Bearer ${await staff().token('registry', scope)}`,
  });
  return () => ({
    put: async (path, scope, body) =>
      app().inject({
        method: 'PUT',
        url: `/api/v1/publishing${path}`,
        payload: body,
        headers: {
          ...(await authorization(scope)),
          ...(Buffer.isBuffer(body) ? { 'content-type': 'application/pdf' } : {}),
        },
      }),
    withdraw: async (path, scope) =>
      app().inject({ method: 'DELETE', url: `/api/v1/publishing${path}`, headers: await authorization(scope) }),
    read: (url, headers = {}) => app().inject({ url, headers: { host: 'court.test', ...headers } }),
  });
}
