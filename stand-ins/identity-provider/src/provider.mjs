import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { findCitizen } from './citizens.mjs';
import { errorPage, loggedOutPage, logoutPage } from './pages.mjs';

export const LEVEL_300 = 'urn:be:fedict:iam:fas:citizen:Level300';
export const LANGS = ['de', 'en', 'fr', 'nl'];

/** Endpoint paths of the federal service, below the issuer's own path `/fas/oauth2`. */
export const ROUTES = {
  authorization: '/authorize',
  token: '/access_token',
  userinfo: '/userinfo',
  introspection: '/introspect',
  end_session: '/connect/endSession',
  jwks: '/connect/jwk_uri',
};

/** `https://site/{lang}/auth/callback` → one address per language. */
export function expandLanguages(templates) {
  return templates.flatMap((template) =>
    template.includes('{lang}') ? LANGS.map((lang) => template.replace('{lang}', lang)) : [template],
  );
}

/** Where the provider sends the citizen back after logout: the site's /{lang}/logout beside each callback. */
export function postLogoutUris(redirectUris) {
  return redirectUris.map((uri) => uri.replace(/auth\/callback$/, 'logout'));
}

/** An RSA private key as a JWK; tests pass their own to forge tokens the provider's keys would verify. */
export function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

/**
 * An OpenID provider set up like the federal authentication service: code flow with PKCE for a confidential
 * client, assurance level 300, the scopes openid/profile/egovnrn with the federal claim names, introspection
 * and RP-initiated logout. Keys are made at start: relying parties fetch them from jwk_uri.
 */
export function createProvider({ issuer, clientId, clientSecret, redirectUris, accessTokenTtl = 3600, signingKey }) {
  signingKey ??= newSigningKey();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutUris(redirectUris),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    routes: ROUTES,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    acrValues: [LEVEL_300],
    scopes: ['openid', 'profile', 'egovnrn'],
    claims: {
      openid: ['sub'],
      acr: null,
      profile: ['givenName', 'surname', 'prefLanguage', 'mail'],
      egovnrn: ['egovNRN'],
    },
    ttl: { AccessToken: accessTokenTtl, IdToken: accessTokenTtl, AuthorizationCode: 60, Session: 3600, Grant: 3600 },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/fas/login/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const citizen = findCitizen(id);
      if (!citizen) return undefined;
      return { accountId: id, claims: async () => ({ ...citizen }) };
    },
    // The federal service asks no consent of the citizen: the site is a registered first party.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const existing = await Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile egovnrn');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  });
  provider.proxy = true;
  return provider;
}
