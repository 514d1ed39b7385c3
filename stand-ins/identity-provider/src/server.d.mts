import type { Server } from 'node:http';

export interface StaffSettings {
  /** Issuer of the staff provider, ending in `/staff` (it is served below that path). */
  issuer: string;
  /** The publishing API's resource indicator: the `aud` of its access tokens. */
  audience?: string;
  /** Callback addresses of the press console (no `{lang}` template). */
  consoleRedirectUris?: string[];
  accessTokenTtl?: number;
  signingKey?: Record<string, unknown>;
}

export interface StandInSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Full callback addresses (no `{lang}` template). */
  redirectUris: string[];
  accessTokenTtl?: number;
  /** An RSA private key as a JWK (see newSigningKey); a new one by default. */
  signingKey?: Record<string, unknown>;
  /** The court's staff login beside the citizen login, when given. */
  staff?: StaffSettings;
}

export function createServer(settings: StandInSettings): { server: Server; provider: unknown; staffProvider?: unknown };
