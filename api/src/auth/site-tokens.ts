import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'court-website';

/**
 * The site's access token: a short JWT naming one login (`sid`), signed with AUTH_TOKEN_SECRET. The browser
 * keeps it in a cookie and reads its `exp` to know whether it is logged in; the API accepts it as a bearer
 * token only when the signature holds, it has not expired and its login still exists.
 */
export class SiteTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The login id the token names, or undefined when the token is forged, expired or malformed. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
