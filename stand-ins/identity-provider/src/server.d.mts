import type { Server } from 'node:http';

export interface StandInSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Full callback addresses (no `{lang}` template). */
  redirectUris: string[];
  accessTokenTtl?: number;
  /** An RSA private key as a JWK (see newSigningKey); a new one by default. */
  signingKey?: Record<string, unknown>;
}

export function createServer(settings: StandInSettings): { server: Server; provider: unknown };
