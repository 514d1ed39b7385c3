import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
