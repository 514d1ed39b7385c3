import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { expandRedirectUris, postLogoutUriFor } from '../../auth/redirect-uris.js';
import { LEVEL_300, SCOPE, type IdentityProviderClient } from '../../auth/identity-provider.js';
import { loginExpiry } from '../../auth/site-tokens.js';
import { HttpError } from '../../errors.js';
import { CommonErrors, ErrorEnvelope } from '@court/contract/schemas/common';
import {
  CurrentUser,
  LoginSettings,
  LogoutQuery,
  RegistryMessage,
  RegistryMessageInput,
  RegistryMessageList,
  TokenAnswer,
  TokenRequest,
} from '@court/contract/schemas/auth';

/**
 * The citizen login (spec sections 4, 6 and 7): login settings for the browser, the code exchange, `me`,
 * logout through the provider, and the registry messages of the form wizard. Nothing here may be cached.
 */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const noCache = { responseCache: false };
  const configured = (): IdentityProviderClient => {
    if (!app.auth.provider) throw new HttpError(503, 'auth.not-configured', 'Login is not available');
    return app.auth.provider;
  };
  const allowedRedirects = new Set(expandRedirectUris(app.config.oidcClient?.redirectUris ?? []));

  app.get(
    '/login-settings',
    {
      config: noCache,
      schema: {
        tags: ['auth'],
        summary: 'What the browser needs to send the citizen to the identity provider',
        response: { 200: LoginSettings, 502: ErrorEnvelope, 503: ErrorEnvelope, ...CommonErrors },
      },
    },
    async () => {
      const provider = configured();
      const metadata = await provider.discover().catch(() => {
        throw new HttpError(502, 'auth.provider-unavailable', 'The identity provider did not answer');
      });
      return {
        authorizationEndpoint: metadata.authorization_endpoint,
        clientId: provider.client.clientId,
        scope: SCOPE,
        acrValues: LEVEL_300,
      };
    },
  );

  app.post(
    '/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the authorisation code and returns the site access token',
        body: TokenRequest,
        response: { 200: TokenAnswer, 401: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const provider = configured();
      const { code, codeVerifier, nonce, redirectUri } = request.body;
      if (!allowedRedirects.has(redirectUri)) {
        throw new HttpError(400, 'auth.redirect-uri-unknown', 'The callback address is not registered');
      }
      const exchange = await provider.exchangeCode({ code, codeVerifier, redirectUri });
      const idToken = await provider.verifyIdToken(exchange.idToken, nonce);
      const claims = await provider.userInfo(exchange.accessToken, idToken.sub);
      const expiresAt = loginExpiry(exchange.expiresIn);
      const session = await app.auth.sessions.create({
        claims,
        idToken: exchange.idToken,
        postLogoutUri: postLogoutUriFor(redirectUri),
        expiresAt,
      });
      request.log.info({ login: 'succeeded' }, 'citizen logged in');
      return {
        accessToken: await app.auth.tokens.sign(session.id, expiresAt),
        fedid: session.id,
        exp: Math.floor(expiresAt.getTime() / 1000),
      };
    },
  );

  app.get(
    '/me',
    {
      config: noCache,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in citizen (bearer token)',
        response: { 200: CurrentUser, 401: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const { claims } = await app.auth.authenticate(request);
      return {
        givenName: claims.givenName,
        surname: claims.surname,
        ...(claims.prefLanguage ? { prefLanguage: claims.prefLanguage } : {}),
        ...(claims.mail ? { mail: claims.mail } : {}),
        isMatch114: app.auth.isMatch114(request.ip),
      };
    },
  );

  app.get(
    '/csam/logout',
    {
      config: noCache,
      schema: {
        tags: ['auth'],
        summary: "Ends the login and sends the browser to the provider's end-session endpoint",
        querystring: LogoutQuery,
        response: { 302: { type: 'null' }, 503: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request, reply) => {
      const provider = configured();
      const session = request.query.fedid ? await app.auth.sessions.remove(request.query.fedid) : undefined;
      const fallback = postLogoutUriFor([...allowedRedirects][0] ?? '');
      const target = await provider.endSessionUrl({
        idTokenHint: session?.idToken,
        postLogoutRedirectUri: session?.postLogoutUri ?? fallback,
      });
      return reply.redirect(target, 302);
    },
  );

  app.post(
    '/registry-messages',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a message about a case to the registry (form wizard)',
        body: RegistryMessageInput,
        response: { 201: RegistryMessage, 401: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request, reply) => {
      const { claims } = await app.auth.authenticate(request);
      const input = request.body;
      if (!(await app.repos.caseLookup.find(input.rollNumber))) {
        throw new HttpError(400, 'auth.roll-number-unknown', `No case with roll number ${input.rollNumber}`);
      }
      const stored = await app.auth.messages.add(claims.sub, input);
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/registry-messages',
    {
      config: noCache,
      schema: {
        tags: ['auth'],
        summary: "The logged-in citizen's own registry messages, newest first",
        response: { 200: RegistryMessageList, 401: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const { claims } = await app.auth.authenticate(request);
      return { items: await app.auth.messages.listFor(claims.sub) };
    },
  );
};

export default auth;
