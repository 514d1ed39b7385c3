import { Type, type Static } from 'typebox';

/**
 * The press console's login at the court's staff identity provider (code flow with PKCE, the console a public
 * client), through the publishing API: `GET /publishing/console/settings` says where to send the officer,
 * `POST /publishing/console/token` exchanges the code, and later the refresh token, for an access token.
 */

export const ConsoleSettings = Type.Object({
  authorizationEndpoint: Type.String({ description: 'Where the browser sends the officer to log in' }),
  clientId: Type.String({ description: 'The console at the provider (STAFF_CONSOLE_CLIENT_ID)' }),
  scope: Type.String({ description: 'openid profile offline_access publish:press' }),
  endSessionEndpoint: Type.Optional(
    Type.String({
      description: 'Where the console ends the login at the provider (RP-initiated logout), if it has one',
    }),
  ),
});
export type ConsoleSettings = Static<typeof ConsoleSettings>;

/** A value the provider issued (a code, a refresh token): visible ASCII, as OAuth writes them. */
const ProviderValue = (description: string) =>
  Type.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7e]+$', description });

export const ConsoleCodeGrant = Type.Object(
  {
    grantType: Type.Literal('authorization_code'),
    code: ProviderValue('The authorisation code of the callback'),
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$', description: 'PKCE verifier (RFC 7636)' }),
    redirectUri: Type.String({
      maxLength: 2048,
      description: 'The callback address the login request named; it ends with /media/console/callback',
    }),
  },
  { additionalProperties: false },
);

export const ConsoleRefreshGrant = Type.Object(
  {
    grantType: Type.Literal('refresh_token'),
    refreshToken: ProviderValue('The refresh token of the login'),
  },
  { additionalProperties: false },
);

export const ConsoleTokenRequest = Type.Union([ConsoleCodeGrant, ConsoleRefreshGrant]);
export type ConsoleTokenRequest = Static<typeof ConsoleTokenRequest>;

/** A press officer's login: the access token for the publishing API and who it stands for. */
export const ConsoleSession = Type.Object({
  accessToken: Type.String({ description: 'Bearer token of the publishing API' }),
  refreshToken: Type.Optional(Type.String({ description: 'For POST console/token once the access token expires' })),
  expiresAt: Type.String({ format: 'date-time', description: 'When the access token is refused from' }),
  username: Type.String({ description: 'The officer’s user name (the token’s subject), as the history names them' }),
  name: Type.Optional(Type.String({ description: 'Their name, when the provider says it' })),
  scopes: Type.Array(Type.String(), { description: 'What the token allows: publish:press for a press officer' }),
});
export type ConsoleSession = Static<typeof ConsoleSession>;
