import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { bearerTokenOf } from '../bearer-token.js';
import { HttpError } from '../errors.js';
import type { StaffProviderConfig } from '../config.js';

/** Who is writing: a person (their user name) or a system (its client id), with the scopes their token holds. */
export interface StaffCaller {
  subject: string;
  clientId: string;
  scopes: ReadonlySet<string>;
  /** When the token is refused from. */
  expiresAt: Date;
}

interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  token_endpoint?: string;
  authorization_endpoint?: string;
  end_session_endpoint?: string;
}

/** Metadata is read once; the keys are fetched by jose and fetched again when a token names a new key. */
const DISCOVERY_TIMEOUT_MS = 5000;
/** Signature algorithms an access token may use: the asymmetric ones of RFC 9068, never `none` or HMAC. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

/** The 401 of a missing or unusable token, with the challenge of RFC 6750. */
export class InvalidTokenError extends HttpError {
  constructor(message: string, challenge = 'Bearer realm="publishing", error="invalid_token"') {
    super(401, 'unauthorized', message, { 'www-authenticate': challenge });
  }
}

/** The 403 of a valid token that does not hold the scope an operation needs. */
export class InsufficientScopeError extends HttpError {
  constructor(scope: string) {
    super(403, 'forbidden', `This token does not hold the scope ${scope}`, {
      'www-authenticate': `Bearer realm="publishing", error="insufficient_scope", scope="${scope}"`,
    });
  }
}

/**
 * Checks the bearer tokens of the publishing API against the staff identity provider: a JWT access token
 * (RFC 9068, `typ` at+jwt) signed with one of the keys the issuer publishes, from that issuer, for this API's
 * audience, not expired. Its scopes say what the caller may write.
 */
export class StaffTokenVerifier {
  private metadata: Promise<ProviderMetadata> | undefined;
  private keys: JWTVerifyGetKey | undefined;

  constructor(private readonly provider: StaffProviderConfig) {}

  /** The provider's metadata, read once; a failed read is tried again by the next request. */
  discover(): Promise<ProviderMetadata> {
    this.metadata ??= this.readMetadata().catch((error: unknown) => {
      this.metadata = undefined;
      throw error;
    });
    return this.metadata;
  }

  private async readMetadata(): Promise<ProviderMetadata> {
    const url = `${this.provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The staff identity provider answered ${response.status} at ${url}`);
    const metadata = (await response.json()) as ProviderMetadata;
    if (metadata.issuer !== this.provider.issuer || typeof metadata.jwks_uri !== 'string') {
      throw new Error(`The metadata at ${url} is not that of the issuer ${this.provider.issuer}`);
    }
    return metadata;
  }

  /** The keys the issuer signs with, from the address its metadata names. */
  private async keySet(): Promise<JWTVerifyGetKey> {
    const metadata = await this.discover();
    this.keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    return this.keys;
  }

  /** The caller a bearer token stands for; InvalidTokenError when it is not a valid token of the provider. */
  async verify(token: string): Promise<StaffCaller> {
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.keySet();
    } catch {
      throw new HttpError(503, 'staff-login-unavailable', 'The staff identity provider cannot be reached');
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: this.provider.issuer,
        audience: this.provider.audience,
        typ: 'at+jwt',
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
      });
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : String(payload.sub);
      const scope = typeof payload.scope === 'string' ? payload.scope : '';
      return {
        subject: String(payload.sub),
        clientId,
        scopes: new Set(scope.split(' ').filter(Boolean)),
        expiresAt: new Date(Number(payload.exp) * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JOSENotSupported) {
        throw new InvalidTokenError('The token cannot be checked');
      }
      if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('The token has expired');
      throw new InvalidTokenError('The token is not valid');
    }
  }

  /** The claims of an id token the issuer made for `clientId` (a login at the press console); throws otherwise. */
  async verifyIdToken(token: string, clientId: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, await this.keySet(), {
      issuer: this.provider.issuer,
      audience: clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
    });
    return payload;
  }
}

/** The token of an `Authorization: Bearer …` header; without one, the 401 that says how to authenticate. */
export function bearerToken(header: string | undefined): string {
  const token = bearerTokenOf(header);
  if (!token) {
    throw new InvalidTokenError(
      'This operation needs a bearer token of the staff identity provider',
      'Bearer realm="publishing"',
    );
  }
  return token;
}
