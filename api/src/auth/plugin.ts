import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { addressMatcher } from './address-ranges.js';
import { IdentityProviderClient } from './identity-provider.js';
import { RegistryMessageStore } from './registry-messages.js';
import { SessionStore, type CitizenSession } from './session-store.js';
import { SiteTokens } from './site-tokens.js';

export interface Auth {
  /** Undefined when no identity provider is configured: login is then unavailable (503). */
  provider: IdentityProviderClient | undefined;
  tokens: SiteTokens;
  sessions: SessionStore;
  messages: RegistryMessageStore;
  isMatch114: (address: string) => boolean;
  /** The citizen's login behind the request's bearer token; a 401 when there is none or it is not valid. */
  authenticate: (request: FastifyRequest) => Promise<CitizenSession>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const unauthenticated = () => new HttpError(401, 'unauthorized', 'Authentication Failed/Expired');

/** The citizen login: provider client, site tokens, logins and registry messages, and the provider's health. */
export default fp(
  async (app: FastifyInstance) => {
    const { oidcIssuer, oidcClient, authTokenSecret, match114Ranges } = app.config;
    const provider = oidcIssuer && oidcClient ? new IdentityProviderClient(oidcIssuer, oidcClient) : undefined;
    const tokens = new SiteTokens(authTokenSecret);
    const sessions = new SessionStore(app.database.db);

    if (provider) {
      app.health.set('identityProvider', async () => {
        await provider.fetchMetadata();
      });
    }

    app.decorate('auth', {
      provider,
      tokens,
      sessions,
      messages: new RegistryMessageStore(app.database.db),
      isMatch114: addressMatcher(match114Ranges),
      async authenticate(request) {
        const match = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '');
        const sessionId = match?.[1] ? await tokens.verify(match[1]) : undefined;
        const session = sessionId ? await sessions.find(sessionId) : undefined;
        if (!session) throw unauthenticated();
        return session;
      },
    } satisfies Auth);
  },
  { name: 'court-auth', dependencies: ['court-database', 'court-health'] },
);
