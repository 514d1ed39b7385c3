import type { ConsoleSession, ConsoleSettings, ConsoleTokenRequest } from '@court/contract/schemas/staff-login';
import { HttpError } from '../errors.js';
import type { StaffTokenVerifier } from './staff-tokens.js';

/** What the console asks for: the officer's login and name, its renewal while they work, writing press releases. */
export const CONSOLE_SCOPE = 'openid profile offline_access publish:press';

/** The console's callback page, in any language of the site: where the provider sends the officer back. */
const CALLBACK = /^https?:\/\/[^\s/]+(\/[^\s]*)?\/media\/console\/callback$/;

const TOKEN_TIMEOUT_MS = 10_000;

/** What the token endpoint answered, as far as it was checked: an access token. */
interface Tokens {
  access_token: string;
  refresh_token?: unknown;
  id_token?: unknown;
}

const providerDown = () => new HttpError(502, 'staff-login-unavailable', 'The staff identity provider did not answer');
const providerRefused = (what: string) =>
  new HttpError(502, 'staff-login-failed', `The staff identity provider ${what}`);

/** The form of the token request, as the console's own (public) client: its id, no secret. */
function tokenForm(grant: ConsoleTokenRequest, clientId: string): URLSearchParams {
  return new URLSearchParams(
    grant.grantType === 'authorization_code'
      ? {
          grant_type: 'authorization_code',
          client_id: clientId,
          code: grant.code,
          code_verifier: grant.codeVerifier,
          redirect_uri: grant.redirectUri,
        }
      : { grant_type: 'refresh_token', client_id: clientId, refresh_token: grant.refreshToken },
  );
}

/**
 * The press console's login, which the API completes on the console's behalf. The console is a public client of
 * the staff identity provider (code flow with PKCE): the browser sends the officer to the provider's login, and
 * posts the code it comes back with here; the API sends it on to the provider's token endpoint as that client and
 * answers the tokens with whom they stand for. So the browser talks to the site's origin only (no CORS, no CSP
 * exception for the provider), and gets no token the API has not verified as one it accepts.
 */
export class ConsoleLogin {
  constructor(
    private readonly verifier: StaffTokenVerifier,
    private readonly clientId: string,
  ) {}

  /** Where and how the console sends the officer to log in, and to log out. */
  async settings(): Promise<ConsoleSettings> {
    const { authorization_endpoint, end_session_endpoint } = await this.metadata();
    if (!authorization_endpoint) throw providerRefused('names no authorization endpoint');
    return {
      authorizationEndpoint: authorization_endpoint,
      clientId: this.clientId,
      scope: CONSOLE_SCOPE,
      ...(end_session_endpoint ? { endSessionEndpoint: end_session_endpoint } : {}),
    };
  }

  /** The officer's session for a code of the callback or a refresh token; 401 login-expired when refused. */
  async exchange(grant: ConsoleTokenRequest): Promise<ConsoleSession> {
    if (grant.grantType === 'authorization_code' && !CALLBACK.test(grant.redirectUri)) {
      throw new HttpError(400, 'invalid-redirect-uri', 'The callback address must end with /media/console/callback');
    }
    const { token_endpoint } = await this.metadata();
    if (!token_endpoint) throw providerRefused('names no token endpoint');
    const tokens = await this.requestTokens(token_endpoint, tokenForm(grant, this.clientId));
    const caller = await this.verifier.verify(tokens.access_token).catch(() => {
      throw providerRefused('issued an access token this API does not accept');
    });
    const name = typeof tokens.id_token === 'string' ? await this.nameIn(tokens.id_token, caller.subject) : undefined;
    return {
      accessToken: tokens.access_token,
      ...(typeof tokens.refresh_token === 'string' ? { refreshToken: tokens.refresh_token } : {}),
      expiresAt: caller.expiresAt.toISOString(),
      username: caller.subject,
      ...(name ? { name } : {}),
      scopes: [...caller.scopes],
    };
  }

  private metadata() {
    return this.verifier.discover().catch(() => {
      throw providerDown();
    });
  }

  private async requestTokens(endpoint: string, form: URLSearchParams): Promise<Tokens> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch {
      throw providerDown();
    }
    const body = (await response.json().catch(() => ({}))) as Partial<Tokens> & { error?: unknown };
    if (response.ok && typeof body.access_token === 'string') return { ...body, access_token: body.access_token };
    // A code used already or too late, a verifier or callback that is not the login's, a refresh token past its end.
    if (body.error === 'invalid_grant') throw new HttpError(401, 'login-expired', 'The login is over: log in again');
    if (response.status >= 500) throw providerDown();
    const error = typeof body.error === 'string' && /^[a-z_]{1,64}$/.test(body.error) ? body.error : response.status;
    throw providerRefused(`refused the exchange (${error})`);
  }

  /** The officer's name in the id token, once it is verified as the provider's, for this console, about them. */
  private async nameIn(idToken: string, subject: string): Promise<string | undefined> {
    const claims = await this.verifier.verifyIdToken(idToken, this.clientId).catch(() => {
      throw providerRefused('issued an id token that cannot be verified');
    });
    if (claims.sub !== subject) throw providerRefused('issued an id token about someone else');
    return typeof claims.name === 'string' ? claims.name : undefined;
  }
}
