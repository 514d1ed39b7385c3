import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { PUBLISHING_SCOPES } from '../src/publishing/scopes.js';
import { operationsOf, requestsFor, type Operation } from './fuzz/openapi-requests.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  useIdentityProvider,
} from './routes/auth/identity-provider-fixture.js';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from './helper.js';
import { useStaffProvider } from './publishing/staff-provider-fixture.js';

/** Runs per endpoint: enough to reach each parameter's hostile values, few enough to keep the file quick. */
const RUNS_PER_ENDPOINT = 25;

/** The operations of the app's own OpenAPI document, so a new endpoint is fuzzed without editing this file. */
async function documentedOperations(): Promise<Operation[]> {
  const app = await buildApp(testConfig(), { logger: false });
  try {
    await app.ready();
    return operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  } finally {
    await app.close();
  }
}

const operations = await documentedOperations();

describe('the OpenAPI document', () => {
  it('describes every kind of endpoint, each with a request generator', () => {
    const names = operations.map((o) => `${o.method} ${o.path}`);
    for (const expected of [
      'GET /api/v1/juris/judgments/{year}/{number}',
      'GET /api/v1/search/full-text-judgments',
      'GET /api/v1/feeds/{lang}/search/{search}.atom',
      'GET /api/v1/calendar/{lang}/cases/{rollNumber}.ics',
      'POST /api/v1/auth/token',
      'POST /api/v1/mailing/subscriptions',
      'GET /api/v1/site/sitemap-entries',
      'GET /public/{letter}/{year}/{file}',
      'POST /_content/{*}',
      'PUT /api/v1/publishing/judgments/{year}/{number}',
      'PUT /api/v1/publishing/press-releases/{id}/pdf/{lang}',
      'DELETE /api/v1/publishing/press-releases/{id}',
      'POST /api/v1/publishing/press-releases/preview',
      'POST /api/v1/publishing/console/token',
    ]) {
      expect(names).toContain(expected);
    }
    // Throws, naming the endpoint, when a parameter or a body cannot be generated.
    for (const operation of operations) requestsFor(operation);
  });
});

describe.each(ENGINES)('any request on %s', (engine) => {
  const url = useDatabase(engine);
  const provider = useIdentityProvider();
  const staff = useStaffProvider();
  const app = useApp(() =>
    testConfig({
      DATABASE_URL: url(),
      RESPONSE_CACHE_SECONDS: '0',
      MAILING_CLIENT_LIMIT: '100000',
      MAILING_ADDRESS_LIMIT: '100000',
      OIDC_ISSUER: provider().issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URIS: REDIRECT_URI,
      STAFF_ISSUER: staff().issuer,
    }),
  );
  /** Publishing operations are fuzzed mostly with a valid token, so that hostile bodies reach them. */
  const tokensFor = async (operation: Operation) =>
    operation.path.startsWith('/api/v1/publishing/')
      ? [await staff().token('registry', Object.keys(PUBLISHING_SCOPES).join(' '))]
      : [];

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers 2xx, 3xx or 4xx with the errors envelope, never 5xx',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, await tokensFor(operation)), async (request) => {
          const res = await app().inject(request);
          expect(res.statusCode, `${request.method} ${request.url.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(errorCode(res.body)).toMatch(/^[a-z0-9.-]+$/);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
  );
});
