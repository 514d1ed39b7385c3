import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import {
  ConfigError,
  LISTEN_SETTINGS,
  LOG_LEVELS,
  parseTrustProxy,
  readSettings,
  TRUST_PROXY_PATTERN,
  type TrustProxy,
} from '@court/server-kit/settings';
import { RENDER_BUDGET_MS } from './site/server-renderers.js';

export { ConfigError };

/** The repository root: two levels above this file, whether it runs from `site-server/src` or `site-server/dist`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment the site server reads, with defaults. Each setting is described once, here. */
const EnvSchema = Type.Object({
  ...LISTEN_SETTINGS,
  API_ORIGIN: Type.String({
    pattern: '^https?://[^\\s/]+$',
    default: 'http://127.0.0.1:8082',
    description: 'Where the API answers: the first screens ask it for their data, and its requests go there',
  }),
  FIRST_SCREEN_TOKEN: Type.Optional(
    Type.String({
      minLength: 32,
      description: 'Secret shared with the API: its first-screen requests are not counted against the visitor',
    }),
  ),
  SITE_ROOT: Type.Optional(Type.String({ minLength: 1, description: 'Folder holding shell/dist and mf-*/dist' })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  TRUST_PROXY: Type.String({
    pattern: TRUST_PROXY_PATTERN,
    default: 'false',
    description: 'true, false, a hop count, or a comma-separated list of proxy addresses',
  }),
  PAGE_CACHE_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 3600,
    default: 60,
    description: 'How long the HTML of a page for visitors who are not logged in is reused (0: never)',
  }),
  FIRST_SCREEN_BUDGET_MS: Type.Integer({
    minimum: 50,
    maximum: 30_000,
    default: RENDER_BUDGET_MS,
    description:
      'How long a page waits for its first screen to be drawn with its data before it goes with the frame alone',
  }),
  CONTENT_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 1000,
    description: "How often the API's content version is asked, to forget the pages drawn before a change",
  }),
  OIDC_ISSUER: Type.Optional(
    Type.String({ format: 'uri', pattern: '^https?://', description: 'Issuer URL of the citizen identity provider' }),
  ),
  REMOTE_ORIGINS: Type.String({
    pattern: '^(https?://[^\\s,/]+(,https?://[^\\s,/]+)*)?$',
    default: '',
    description: 'Comma-separated origins of sections deployed elsewhere (allowed in the CSP)',
  }),
  RELEASES_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'Folder of the sections released with `pnpm release` and their runtime config (default: releases/ of the site root)',
    }),
  ),
  REMOTES_CONFIG: Type.Optional(
    Type.String({ minLength: 1, description: 'File served at /config/remotes.json instead of the shell build' }),
  ),
  CSP_REPORTS_FILE: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'File the Content-Security-Policy violations reported by browsers are appended to (JSON lines)',
    }),
  ),
});

type Env = Static<typeof EnvSchema>;

export interface SiteConfig {
  port: number;
  host: string;
  /** The API's origin, without a trailing slash. */
  apiOrigin: string;
  /** Sent with the first screens' API requests; undefined: they count against the visitor like any other. */
  firstScreenToken: string | undefined;
  siteRoot: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  pageCacheSeconds: number;
  firstScreenBudgetMs: number;
  contentPollMs: number;
  oidcIssuer: string | undefined;
  remoteOrigins: string[];
  remotesConfig: string | undefined;
  releasesDir: string;
  cspReportsFile: string | undefined;
}

/** Settings that hold a secret: a wrong value is named, never repeated. */
const SECRET_SETTINGS = new Set(['FIRST_SCREEN_TOKEN']);

/** Reads and validates the settings; throws a ConfigError naming the first wrong one. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): SiteConfig {
  return toConfig(readSettings<Env>(EnvSchema, source, SECRET_SETTINGS));
}

function toConfig(env: Env): SiteConfig {
  return {
    port: env.PORT,
    host: env.HOST,
    apiOrigin: env.API_ORIGIN,
    firstScreenToken: env.FIRST_SCREEN_TOKEN,
    siteRoot: path.resolve(env.SITE_ROOT ?? REPO_ROOT),
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    firstScreenBudgetMs: env.FIRST_SCREEN_BUDGET_MS,
    contentPollMs: env.CONTENT_POLL_MS,
    oidcIssuer: env.OIDC_ISSUER,
    remoteOrigins: env.REMOTE_ORIGINS ? env.REMOTE_ORIGINS.split(',') : [],
    remotesConfig: env.REMOTES_CONFIG ? path.resolve(env.REMOTES_CONFIG) : undefined,
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(env.SITE_ROOT ?? REPO_ROOT, 'releases')),
    cspReportsFile: env.CSP_REPORTS_FILE ? path.resolve(env.CSP_REPORTS_FILE) : undefined,
  };
}
