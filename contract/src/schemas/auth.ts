import { Type, type Static } from 'typebox';
import { Lang, RollNumber } from './common.js';

export const LoginSettings = Type.Object({
  authorizationEndpoint: Type.String({ description: 'Where the browser sends the citizen to log in' }),
  clientId: Type.String(),
  scope: Type.String({ description: 'openid profile egovnrn' }),
  acrValues: Type.String({ description: 'The assurance level asked for' }),
});

export const TokenRequest = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 2048, description: 'Authorisation code from the callback' }),
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$', description: 'PKCE verifier (RFC 7636)' }),
    nonce: Type.String({ minLength: 16, maxLength: 256, description: 'Nonce sent with the login request' }),
    redirectUri: Type.String({ maxLength: 2048, description: 'The callback address the login request named' }),
  },
  { additionalProperties: false },
);

export const TokenAnswer = Type.Object({
  accessToken: Type.String({ description: "The site's access token, sent back as a bearer token" }),
  fedid: Type.String({ description: 'Identifies the login at logout' }),
  exp: Type.Integer({ description: 'Expiry of the access token, seconds since the epoch' }),
});

export const CurrentUser = Type.Object({
  givenName: Type.String(),
  surname: Type.String(),
  prefLanguage: Type.Optional(Type.String()),
  mail: Type.Optional(Type.String()),
  isMatch114: Type.Boolean({ description: "Whether the visitor's address lies in a configured range" }),
});

export const LogoutQuery = Type.Object(
  {
    fedid: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,256}$',
        description: 'The login to end, as the token exchange named it (URL-safe base64)',
      }),
    ),
  },
  { additionalProperties: false },
);

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const RegistryMessageInput = Type.Object(
  {
    rollNumber: RollNumber,
    topic: Text(200),
    message: Text(5000),
    contactName: Text(200),
    contactEmail: Type.String({ format: 'email', maxLength: 254 }),
    contactPhone: Type.Optional(Type.String({ pattern: '^\\+?[0-9 ()./-]{6,30}$' })),
    lang: Lang,
  },
  { additionalProperties: false },
);

export const RegistryMessage = Type.Object({
  ...RegistryMessageInput.properties,
  receipt: Type.String({ description: 'Receipt number, e.g. RM-20261121-7KQ2M9XA' }),
  createdAt: Type.String({ description: 'ISO 8601 date-time' }),
});

export const RegistryMessageList = Type.Object({ items: Type.Array(RegistryMessage) });

export type LoginSettings = Static<typeof LoginSettings>;
export type TokenAnswer = Static<typeof TokenAnswer>;
export type CurrentUser = Static<typeof CurrentUser>;
export type RegistryMessageInput = Static<typeof RegistryMessageInput>;
export type RegistryMessage = Static<typeof RegistryMessage>;
