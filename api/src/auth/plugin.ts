import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { addressMatcher } from './address-ranges.js';
import { IdentityProviderClient } from './identity-provider.js';
import { RegistryMessageStore } from './registry-messages.js';
import { bearerTokenOf } from '../bearer-token.js';
import { ConfiguredKeys } from './configured-keys.js';
import { DatabaseKeys } from './database-keys.js';
import { SessionStore, type CitizenSession } from './session-store.js';
import { SiteTokens, type SiteKeySource } from './site-tokens.js';

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

const DAY_MS = 24 * 3600 * 1000;

/** The keys of the site tokens: those configured in AUTH_TOKEN_SECRET, else those of the database. */
async function siteKeys(app: FastifyInstance): Promise<SiteKeySource> {
  const { authTokenSecrets, authKeyRotationDays } = app.config;
  if (authTokenSecrets) return new ConfiguredKeys(authTokenSecrets);
  const keys = new DatabaseKeys(app.database.db, authKeyRotationDays * DAY_MS);
  // Read at start, so that a database that cannot keep the keys stops the start instead of the first login.
  await keys.refresh();
  return keys;
}

/** The citizen login: provider client, site tokens, logins and registry messages, and the provider's health. */
export default fp(
  async (app: FastifyInstance) => {
    const { oidcIssuer, oidcClient, match114Ranges } = app.config;
    const provider = oidcIssuer && oidcClient ? new IdentityProviderClient(oidcIssuer, oidcClient) : undefined;
    const tokens = new SiteTokens(await siteKeys(app));
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
        const token = bearerTokenOf(request.headers.authorization);
        const sessionId = token ? await tokens.verify(token) : undefined;
        const session = sessionId ? await sessions.find(sessionId) : undefined;
        if (!session) throw unauthenticated();
        return session;
      },
    } satisfies Auth);
  },
  { name: 'court-auth', dependencies: ['court-database', 'court-health'] },
);
