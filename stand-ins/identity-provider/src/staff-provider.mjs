import { randomBytes } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import { staffErrorPage } from './pages.mjs';
import { newSigningKey } from './provider.mjs';
import { findStaffMember, PUBLISHING_SCOPES, SYSTEM_CLIENTS } from './staff.mjs';

/** The press console: a public client in the browser, code flow with PKCE. */
export const CONSOLE_CLIENT_ID = 'court-press-console';

/** The publishing API as a resource server: the `aud` of the access tokens it accepts. */
export const DEFAULT_AUDIENCE = 'urn:const-court:publishing-api';

/** Below the mount path of the staff issuer: the login page of one authorization request. */
export const STAFF_LOGIN_PATH = '/staff/login';

/**
 * An OpenID provider standing in for the court's staff directory: systems get access tokens with the
 * client-credentials grant, people with the code flow and PKCE after a login with a user name and a password.
 * Access tokens are JWTs (RFC 9068) for one audience, the publishing API, carrying the scopes the caller holds:
 * a system's are those of its registration, a person's those of their role, whatever more they ask for.
 */
export function createStaffProvider({
  issuer,
  audience = DEFAULT_AUDIENCE,
  consoleRedirectUris = [],
  accessTokenTtl = 900,
  signingKey,
}) {
  signingKey ??= newSigningKey();
  const resourceServer = {
    scope: PUBLISHING_SCOPES.join(' '),
    audience,
    accessTokenTTL: accessTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const provider = new Provider(issuer, {
    clients: [
      ...SYSTEM_CLIENTS.map((client) => ({
        client_id: client.clientId,
        client_secret: client.secret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      {
        client_id: CONSOLE_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: consoleRedirectUris,
        post_logout_redirect_uris: consoleRedirectUris,
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    // The publishing scopes belong to the resource server (below), not to OpenID Connect.
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'email', 'preferred_username'] },
    ttl: {
      AccessToken: accessTokenTtl,
      ClientCredentials: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 60,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 3600,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource, client) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          const system = SYSTEM_CLIENTS.find((entry) => entry.clientId === client.clientId);
          if (!system) return resourceServer;
          // A system asking for more than its registration holds is refused, as for any other scope.
          const asked = String(ctx.oidc.params.scope ?? '').split(' ');
          const beyond = asked.find((scope) => PUBLISHING_SCOPES.includes(scope) && !system.scopes.includes(scope));
          if (beyond) throw new errors.InvalidScope('requested scope is not allowed', beyond);
          return { ...resourceServer, scope: system.scopes.join(' ') };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${STAFF_LOGIN_PATH}/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const member = findStaffMember(id);
      if (!member) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, name: member.name, email: member.email, preferred_username: id }),
      };
    },
    // The console renews its access token while the officer works. OpenID Connect grants offline_access only after
    // a consent prompt, which the court's own console does not show (below): its refresh token, which lasts as
    // long as the officer's login, is issued without one.
    async issueRefreshToken(_ctx, client, code) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      return code.scopes.has('offline_access') || client.clientId === CONSOLE_CLIENT_ID;
    },
    // Staff are not asked for consent: the console is the court's own. What they get is what their role holds.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const member = findStaffMember(ctx.oidc.session.accountId);
      if (!member) return undefined;
      const asked = new Set(String(ctx.oidc.params.scope ?? '').split(' '));
      const grant = new Grant({ clientId: ctx.oidc.client.clientId, accountId: member.username });
      grant.addOIDCScope(['openid', 'profile', 'offline_access'].filter((scope) => asked.has(scope)).join(' '));
      // Scopes beyond the role are rejected, not missing, so the provider does not ask again for them.
      const allowed = PUBLISHING_SCOPES.filter((scope) => asked.has(scope) && member.scopes.includes(scope));
      const refused = PUBLISHING_SCOPES.filter((scope) => asked.has(scope) && !member.scopes.includes(scope));
      if (allowed.length > 0) grant.addResourceScope(audience, allowed.join(' '));
      if (refused.length > 0) grant.rejectResourceScope(audience, refused.join(' '));
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = staffErrorPage(out.error, out.error_description);
    },
  });
  provider.proxy = true;
  return provider;
}
