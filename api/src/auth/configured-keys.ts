import { createHash } from 'node:crypto';
import type { SiteKey, SiteKeySource } from './site-tokens.js';

/**
 * Keys from AUTH_TOKEN_SECRET, for deployments that keep their secrets outside the database: the first signs,
 * the others only verify (keys being rotated in or out). Nothing is stored; every instance with the same setting
 * has the same keys.
 */
export class ConfiguredKeys implements SiteKeySource {
  private readonly signing: SiteKey;
  private readonly byKid: ReadonlyMap<string, SiteKey>;

  constructor([signing, ...verifyOnly]: readonly [string, ...string[]]) {
    this.signing = toKey(signing);
    this.byKid = new Map([this.signing, ...verifyOnly.map(toKey)].map((key) => [key.kid, key]));
  }

  async signingKey(): Promise<SiteKey> {
    return this.signing;
  }

  async verificationKey(kid: string): Promise<SiteKey | undefined> {
    return this.byKid.get(kid);
  }
}

/**
 * The `kid` is derived from the key, so instances name it alike without a second setting. A hash of the key
 * helps guess it no more than the HMAC of any token it signed already does.
 */
function toKey(secret: string): SiteKey {
  return {
    kid: createHash('sha256').update(secret).digest('base64url').slice(0, 16),
    secret: new TextEncoder().encode(secret),
  };
}
