import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, pressReleaseBody, tinyPdf } from './bodies.js';
import {
  agendaItemBody,
  caseLookupBody,
  cjeuReferralBody,
  constitutionArticleBody,
  jobOfferBody,
  memberBody,
  pendingCaseBody,
  publicationBody,
} from './kind-bodies.js';
import { AUDIENCE, useStaffProvider } from './staff-provider-fixture.js';

interface Operation {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  scope: string;
  payload?: object | Buffer;
  contentType?: string;
}

const EXAMPLE_PARAMS: Record<string, string> = {
  year: '2026',
  number: '601',
  id: 'auth-test',
  rollNumber: '8601',
  idRole: '8601',
  article: '601',
  lang: 'nl',
};

/** A valid body of each kind, by the first segment of its address below /publishing. */
const BODIES: Record<string, () => object> = {
  judgments: judgmentBody,
  'cjeu-referrals': cjeuReferralBody,
  'pending-cases': pendingCaseBody,
  'case-lookup': caseLookupBody,
  hearings: () => agendaItemBody(5),
  'upcoming-decisions': () => agendaItemBody(5),
  'press-releases': pressReleaseBody,
  members: memberBody,
  publications: publicationBody,
  'job-offers': jobOfferBody,
  'constitution-articles': constitutionArticleBody,
  'api-keys': () => ({ holder: 'Open data re-user', email: 're-user@example.org' }),
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

/** The publishing operations of the OpenAPI document that declare no security: `GET /api/v1/publishing/…`. */
const unsecuredOf = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/publishing/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

/**
 * Every publishing operation of the OpenAPI document that needs a token, with example parameters and a valid body
 * (PUT, POST).
 */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/publishing/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security)
        .map(([method, operation]) => {
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => EXAMPLE_PARAMS[name]!);
          const scope = operation.security?.[0]?.staff?.[0] ?? '';
          const upper = method.toUpperCase() as Operation['method'];
          if (upper === 'GET' || upper === 'DELETE') return { method: upper, url, scope };
          if (url.includes('/pdf/'))
            return { method: upper, url, scope, payload: tinyPdf(), contentType: 'application/pdf' };
          const segment = url.split('/')[4]!;
          return { method: upper, url, scope, payload: BODIES[segment]!() };
        }),
    );
}

describe.each(ENGINES)('who may publish, on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer }));

  const operations = async () => operationsOf((await app().inject({ url: '/api/v1/openapi.json' })).json());
  const call = (operation: Operation, authorization?: string) =>
    app().inject({
      method: operation.method,
      url: operation.url,
      payload: operation.payload,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(operation.contentType ? { 'content-type': operation.contentType } : {}),
      },
    });

  it('declares the staff provider in the OpenAPI document, with its token endpoint and the scopes', async () => {
    const document = (await app().inject({ url: '/api/v1/openapi.json' })).json();
    const scheme = document.components.securitySchemes.staff;
    expect(scheme.type).toBe('oauth2');
    expect(scheme.flows.clientCredentials.tokenUrl).toBe(`${staff().issuer}/token`);
    expect(scheme.flows.authorizationCode.authorizationUrl).toBe(`${staff().issuer}/auth`);
    expect(Object.keys(scheme.flows.clientCredentials.scopes)).toEqual(
      expect.arrayContaining(['publish:judgments', 'publish:press', 'publish:audit']),
    );
    const list = await operations();
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.every((operation) => operation.scope.startsWith('publish:'))).toBe(true);
    // Only the press console's login goes without a token: it is how a press officer gets one.
    expect(unsecuredOf(document)).toEqual([
      'GET /api/v1/publishing/console/settings',
      'POST /api/v1/publishing/console/token',
    ]);
  });

  it('answers 401 without a token, and with a forged, expired, foreign or mistyped one, for every operation', async () => {
    const bad = {
      none: undefined,
      'not bearer': 'Basic Y291cnQtcmVnaXN0cnk6Y291cnQtcmVnaXN0cnktbG9jYWw=',
      garbage: 'Bearer not-a-token',
      forged: `Bearer ${await staff().forge({ scope: 'publish:judgments publish:press publish:audit' }, { foreignKey: true })}`,
      expired: `Bearer ${await staff().forge({ exp: Math.floor(Date.now() / 1000) - 60, scope: 'publish:judgments' })}`,
      'other audience': `Bearer ${await staff().forge({ aud: 'urn:someone-else', scope: 'publish:judgments' })}`,
      'other issuer': `Bearer ${await staff().forge({ iss: 'http://127.0.0.1:1/staff', scope: 'publish:judgments' })}`,
      'an id token': `Bearer ${await staff().forge({ aud: AUDIENCE, scope: 'publish:judgments' }, { typ: 'JWT' })}`,
    };
    for (const operation of await operations()) {
      for (const [name, authorization] of Object.entries(bad)) {
        const res = await call(operation, authorization);
        expect(res.statusCode, `${operation.method} ${operation.url} with ${name}`).toBe(401);
        expect(errorCode(res.body)).toBe('unauthorized');
        expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="publishing"/);
      }
    }
  });

  it("answers 403 to a token without the operation's scope, for every operation", async () => {
    const press = `Bearer ${await staff().token('press', 'publish:press')}`;
    for (const operation of await operations()) {
      const res = await call(operation, press);
      if (operation.scope === 'publish:press') {
        expect([200, 201, 404], `${operation.method} ${operation.url}`).toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${operation.method} ${operation.url}`).toBe(403);
        expect(errorCode(res.body)).toBe('forbidden');
        expect(res.headers['www-authenticate']).toContain('error="insufficient_scope"');
      }
    }
  });

  it('takes the bearer scheme in any case, as the standard says', async () => {
    const token = await staff().token('registry', 'publish:judgments');
    const res = await app().inject({
      url: '/api/v1/publishing/judgments/2026/699',
      headers: { authorization: `bEaReR ${token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
