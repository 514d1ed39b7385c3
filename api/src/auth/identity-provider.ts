import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcClientConfig } from '../config.js';
import { HttpError } from '../errors.js';

/** The assurance level the court asks of the federal authentication service. */
export const LEVEL_300 = 'urn:be:fedict:iam:fas:citizen:Level300';
export const SCOPE = 'openid profile egovnrn';

/** The part of the provider's discovery document the site uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
}

/** The citizen's identity as the provider vouches for it. */
export interface CitizenClaims {
  sub: string;
  givenName: string;
  surname: string;
  prefLanguage?: string;
  mail?: string;
}

export interface CodeExchange {
  idToken: string;
  accessToken: string;
  /** Seconds the provider's access token stays valid. */
  expiresIn: number | undefined;
}

/** A rejected login: a 401 whose code says which check failed, never what the provider sent. */
export const loginRejected = (code: string, message: string) => new HttpError(401, code, message);
const providerDown = () => new HttpError(502, 'auth.provider-unavailable', 'The identity provider did not answer');

const DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * The site as a confidential client of the identity provider: the code exchange (client secret + PKCE), the
 * id token checks (signature against the provider's published keys, issuer, audience, expiry, nonce, level)
 * and the user-info call. Everything is found through discovery, so pointing at the real provider is a
 * matter of configuration.
 */
export class IdentityProviderClient {
  private metadata: Promise<ProviderMetadata> | undefined;
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly issuer: string,
    readonly client: OidcClientConfig,
  ) {}

  /**
   * The discovery document, fetched once; a failure is retried on the next call. The first failure is tried again
   * at once: a kept-alive connection the provider has just closed fails with a reset, and a new one succeeds. A
   * provider that still cannot be reached or answers nonsense is the provider's failure (502), not the site's.
   */
  async discover(): Promise<ProviderMetadata> {
    this.metadata ??= this.fetchMetadata()
      .catch(() => this.fetchMetadata())
      .catch(() => {
        this.metadata = undefined;
        throw providerDown();
      });
    return this.metadata;
  }

  /** Fetches the discovery document now (the health check). */
  async fetchMetadata(): Promise<ProviderMetadata> {
    const response = await fetch(`${this.issuer.replace(/\/$/, '')}${DISCOVERY_PATH}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const metadata = (await response.json()) as ProviderMetadata;
    if (metadata.issuer !== this.issuer) throw new Error('discovery names another issuer');
    return metadata;
  }

  async exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<CodeExchange> {
    const { token_endpoint } = await this.discover();
    const credentials = `${encodeURIComponent(this.client.clientId)}:${encodeURIComponent(this.client.clientSecret)}`;
    let response: Response;
    try {
      response = await fetch(token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: params.code,
          code_verifier: params.codeVerifier,
          redirect_uri: params.redirectUri,
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw providerDown();
    }
    if (response.status >= 500) throw providerDown();
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body.id_token !== 'string' || typeof body.access_token !== 'string') {
      // invalid_grant: a code used twice, expired, or issued for another verifier or redirect address.
      throw loginRejected('auth.code-rejected', 'The identity provider refused the authorisation code');
    }
    return {
      idToken: body.id_token,
      accessToken: body.access_token,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : undefined,
    };
  }

  async verifyIdToken(idToken: string, expectedNonce: string): Promise<JWTPayload & { sub: string }> {
    const metadata = await this.discover();
    this.keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.issuer,
        audience: this.client.clientId,
        algorithms: ['RS256', 'PS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        clockTolerance: 30,
      }));
    } catch {
      throw loginRejected('auth.id-token-invalid', 'The identity token could not be verified');
    }
    if (payload.nonce !== expectedNonce) {
      throw loginRejected('auth.nonce-mismatch', 'The identity token belongs to another login');
    }
    if (payload.acr !== LEVEL_300) {
      throw loginRejected('auth.level-too-low', 'The login did not reach assurance level 300');
    }
    return payload as JWTPayload & { sub: string };
  }

  async userInfo(accessToken: string, expectedSubject: string): Promise<CitizenClaims> {
    const { userinfo_endpoint } = await this.discover();
    let response: Response;
    try {
      response = await fetch(userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw providerDown();
    }
    if (!response.ok) throw providerDown();
    const claims = (await response.json()) as Record<string, unknown>;
    // The user-info answer must be about the citizen the verified id token names (OpenID Connect Core 5.3.2).
    if (claims.sub !== expectedSubject || typeof claims.givenName !== 'string' || typeof claims.surname !== 'string') {
      throw loginRejected('auth.claims-invalid', 'The identity provider sent an incomplete identity');
    }
    return {
      sub: expectedSubject,
      givenName: claims.givenName,
      surname: claims.surname,
      prefLanguage: typeof claims.prefLanguage === 'string' ? claims.prefLanguage : undefined,
      mail: typeof claims.mail === 'string' ? claims.mail : undefined,
    };
  }

  /** The provider's end-session address that logs the citizen out there and sends them back to the site. */
  async endSessionUrl(params: { idTokenHint?: string; postLogoutRedirectUri: string }): Promise<string> {
    const { end_session_endpoint } = await this.discover();
    const url = new URL(end_session_endpoint);
    url.searchParams.set('client_id', this.client.clientId);
    url.searchParams.set('post_logout_redirect_uri', params.postLogoutRedirectUri);
    if (params.idTokenHint) url.searchParams.set('id_token_hint', params.idTokenHint);
    return url.href;
  }
}
