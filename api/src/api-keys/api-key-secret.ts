import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The form of a key: `ghcc_` (the court's code in its ECLI, so that a key pasted somewhere public is recognised
 * by secret scanners and by people), a 12-digit hexadecimal id that finds the key's row, and 256 random bits.
 *
 * Only the SHA-256 of the key is stored. A slow password hash (bcrypt, argon2) protects secrets people choose,
 * which are guessable; 256 random bits cannot be guessed whatever the hash, and a slow hash would cost every
 * keyed request tens of milliseconds of CPU (bcrypt would also ignore whatever lies past its 72nd byte).
 */
const KEY = /^ghcc_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  id: string;
  key: string;
  hash: string;
}

export const keyPrefix = (id: string) => `ghcc_${id}`;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): NewApiKey {
  const id = randomBytes(6).toString('hex');
  const key = `${keyPrefix(id)}_${randomBytes(32).toString('base64url')}`;
  return { id, key, hash: hashApiKey(key) };
}

/** The id of a key of the right form, or undefined: a malformed key is refused without a database lookup. */
export function apiKeyId(key: string): string | undefined {
  return KEY.exec(key)?.[1];
}

/** Whether `key` is the one whose hash was stored, in time independent of where they differ. */
export function matchesHash(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
