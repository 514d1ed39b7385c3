import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'court-website';

/** When the provider does not say how long its token lasts, the login lasts this long. */
const DEFAULT_LOGIN_SECONDS = 3600;

/**
 * The longest a login and its site token last, whatever the provider says: a retired key is kept this long
 * after it stopped signing, so the bound is what lets it be deleted once every token it signed has expired.
 */
export const LONGEST_LOGIN_SECONDS = 12 * 3600;

/** When a login starting now ends: with the provider's access token, at most LONGEST_LOGIN_SECONDS. */
export function loginExpiry(providerSeconds: number | undefined, now = Date.now()): Date {
  return new Date(now + Math.min(providerSeconds ?? DEFAULT_LOGIN_SECONDS, LONGEST_LOGIN_SECONDS) * 1000);
}

/** A key of the site tokens (HS256); `kid` names it in the header of the tokens it signs. */
export interface SiteKey {
  kid: string;
  secret: Uint8Array;
}

/** Where the keys come from: the database, shared and rotated, or the settings. */
export interface SiteKeySource {
  /** The key new tokens are signed with. */
  signingKey(): Promise<SiteKey>;
  /** The key named `kid` while tokens it signed may still be valid; undefined for any other. */
  verificationKey(kid: string): Promise<SiteKey | undefined>;
}

/**
 * The site's access token: a short JWT naming one login (`sid`), its header naming the key that signed it. The
 * browser keeps it in a cookie and reads its `exp` to know whether it is logged in; the API accepts it as a
 * bearer token only when the key is known, the signature holds, it has not expired and its login still exists.
 */
export class SiteTokens {
  constructor(private readonly keys: SiteKeySource) {}

  async sign(sessionId: string, expiresAt: Date): Promise<string> {
    const { kid, secret } = await this.keys.signingKey();
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
  }

  /** The login id the token names, or undefined when the token is forged, expired, malformed or its key gone. */
  async verify(token: string): Promise<string | undefined> {
    const kid = kidOf(token);
    // Looked up outside the try below: keys that cannot be read are the server's failure, not a logout.
    const key = kid === undefined ? undefined : await this.keys.verificationKey(kid);
    if (!key) return undefined;
    try {
      const { payload } = await jwtVerify(token, key.secret, {
        issuer: ISSUER,
        audience: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sid'],
      });
      return typeof payload.sid === 'string' ? payload.sid : undefined;
    } catch {
      return undefined;
    }
  }
}

function kidOf(token: string): string | undefined {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}
