import type { onRequestHookHandler } from 'fastify';
import { CommonErrors, ErrorEnvelope } from '@court/contract/schemas/common';
import { ConsoleSession, ConsoleSettings, ConsoleTokenRequest } from '@court/contract/schemas/staff-login';
import { HttpError } from '../../errors.js';
import type { ConsoleLogin } from '../../publishing/console-login.js';
import type { App } from '../../types.js';

/** Logins are never kept by anything between the officer and the API, their failures neither. */
const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * `/publishing/console/settings` and `/publishing/console/token`: the press console's login at the staff identity
 * provider, completed by the API (src/publishing/console-login.ts). Without a token: they are how one is got.
 */
export function consoleRoutes(app: App): void {
  const login = (): ConsoleLogin => {
    const { consoleLogin } = app.publishing;
    if (!consoleLogin) {
      throw new HttpError(503, 'publishing-unavailable', 'Publishing needs a staff identity provider (STAFF_ISSUER)');
    }
    return consoleLogin;
  };
  const errors = { 502: ErrorEnvelope, 503: ErrorEnvelope, ...CommonErrors };

  app.get(
    '/console/settings',
    {
      onRequest: noStore,
      config: { responseCache: false },
      schema: {
        tags: ['publishing'],
        summary: 'Where the press console sends the officer to log in: the staff provider, its client, the scope',
        response: { 200: ConsoleSettings, ...errors },
      },
    },
    async () => login().settings(),
  );

  app.post(
    '/console/token',
    {
      onRequest: noStore,
      schema: {
        tags: ['publishing'],
        summary: 'Exchanges the code of the console’s login, or its refresh token, for an access token',
        description:
          'Sent on to the staff provider’s token endpoint as the console’s public client. A code or refresh token ' +
          'the provider no longer takes answers 401 login-expired: the officer logs in again.',
        body: ConsoleTokenRequest,
        response: { 200: ConsoleSession, 401: ErrorEnvelope, ...errors },
      },
    },
    async (request) => login().exchange(request.body),
  );
}
