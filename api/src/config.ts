import { isIP } from 'node:net';
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

export { ConfigError };

/** The repository root: two levels above this file, whether it runs from `api/src` or from `api/dist`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment the server reads, with defaults. Each setting is described once, here. */
const EnvSchema = Type.Object({
  ...LISTEN_SETTINGS,
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^(sqlite:.+|postgres(ql)?://.+)$',
      description: '`sqlite:<file>` (default: <DATA_DIR>/court.sqlite) or `postgres://user@host:port/db`',
    }),
  ),
  DATA_DIR: Type.Optional(
    Type.String({ minLength: 1, description: 'Folder for the database file and rendered documents' }),
  ),
  BULK_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'Folder of the bulk downloads, written again when the content changes (default: <DATA_DIR>/bulk)',
    }),
  ),
  CONTENT_DIR: Type.Optional(Type.String({ minLength: 1, description: 'Folder of the editorial Markdown content' })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  SEED_JUDGMENTS: Type.Integer({
    minimum: 1,
    maximum: 100000,
    default: 1500,
    description: 'Judgments seeded into an empty database',
  }),
  TRUST_PROXY: Type.String({
    pattern: TRUST_PROXY_PATTERN,
    default: 'false',
    description: 'true, false, a hop count, or a comma-separated list of proxy addresses',
  }),
  RESPONSE_CACHE_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 3600,
    default: 30,
    description: 'How long API answers are reused in memory (0: never)',
  }),
  RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    maximum: 10_000_000,
    default: 300,
    description: 'API requests per minute per client',
  }),
  API_KEY_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    maximum: 10_000_000,
    default: 3000,
    description: 'API requests per minute of a client with an API key issued without a limit of its own',
  }),
  REDIS_URL: Type.Optional(
    Type.String({
      format: 'uri',
      pattern: '^rediss?://[^\\s]+$',
      description:
        'Redis that keeps every rate limit, shared by all instances (e.g. redis://cache.internal:6379/0); ' +
        'unset: each instance counts in its own memory',
    }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    pattern: '^[\\w.:-]{1,64}$',
    default: 'court:',
    description: 'Start of every key the site writes in Redis, so that several sites or environments can share one',
  }),
  MAILING_BASE_URL: Type.Optional(
    Type.String({
      format: 'uri',
      pattern: '^https?://[^\\s?#]+[^/\\s?#]$',
      description:
        'Where the Mailman scripts of the mailing-list system live, without a trailing slash ' +
        '(e.g. https://lists.example.be/mailman); unset: subscriptions wait in the outbox',
    }),
  ),
  MAILING_RETRY_MS: Type.Integer({
    minimum: 10,
    maximum: 600_000,
    default: 5000,
    description: 'First wait before a request the mailing system did not take is sent again (doubles up to 256×)',
  }),
  MAILING_TIMEOUT_MS: Type.Integer({
    minimum: 10,
    maximum: 60_000,
    default: 5000,
    description:
      'How long a visitor’s request and the health check wait for the mailing system; a subscription without ' +
      'its answer by then is answered 202 while its attempt goes on',
  }),
  MAILING_ATTEMPT_TIMEOUT_MS: Type.Integer({
    minimum: 10,
    maximum: 600_000,
    default: 60_000,
    description:
      'How long one delivery attempt waits for the mailing system before it counts as unanswered; ' +
      'a row is claimed for this long plus 10 s',
  }),
  MAILING_PROBE_LIST: Type.String({
    pattern: '^[a-z0-9][a-z0-9._-]{0,63}$',
    default: 'rollout',
    description: 'List the health check subscribes its probe address to',
  }),
  MAILING_PROBE_EMAIL: Type.String({
    format: 'email',
    maxLength: 254,
    default: 'website-health-probe@const-court.be',
    description: 'Address of the health check’s test subscription',
  }),
  MAILING_CLIENT_LIMIT: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 20,
    description: 'Subscription and unsubscription requests per minute per client',
  }),
  MAILING_ADDRESS_LIMIT: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 10,
    description: 'Subscription and unsubscription requests per hour per e-mail address',
  }),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://[^\\s]+$',
      description:
        'The mail server the search alerts are sent through, e.g. smtp://relay.internal:25 or ' +
        'smtps://user:password@mail.example.be:465; unset: alert e-mails wait in their outbox',
    }),
  ),
  SMTP_FROM: Type.String({
    minLength: 3,
    maxLength: 200,
    default: 'Constitutional Court <alerts@const-court.be>',
    description: 'Sender of the search alert e-mails',
  }),
  SITE_URL: Type.String({
    pattern: '^https?://[^\\s/?#]+$',
    default: 'http://localhost:8080',
    description: 'The site as visitors reach it, without a trailing slash: the links of the alert e-mails',
  }),
  SEARCH_ALERT_DIGEST_HOUR: Type.Integer({
    minimum: 0,
    maximum: 23,
    default: 7,
    description: 'Hour of the day (Brussels time) from which each search alert gets its daily digest',
  }),
  SEARCH_ALERT_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 3_600_000,
    default: 60_000,
    description: 'How often each instance looks for digests due and alert e-mails to send again',
  }),
  OIDC_ISSUER: Type.Optional(
    Type.String({ format: 'uri', pattern: '^https?://', description: 'Issuer URL of the identity provider' }),
  ),
  OIDC_CLIENT_ID: Type.Optional(
    Type.String({ minLength: 1, description: 'Client id of the site at the identity provider' }),
  ),
  OIDC_CLIENT_SECRET: Type.Optional(
    Type.String({ minLength: 8, description: 'Client secret of the site at the identity provider' }),
  ),
  OIDC_REDIRECT_URIS: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s,]+/auth/callback(,https?://[^\\s,]+/auth/callback)*$',
      description:
        'Comma-separated callback addresses registered at the provider, `{lang}` standing for the language ' +
        '(default: http://localhost:PORT/{lang}/auth/callback and the same on 127.0.0.1)',
    }),
  ),
  AUTH_TOKEN_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        'Comma-separated keys of the site access tokens, at least 32 characters each: the first signs, the ' +
        'others only verify; the same on every instance (unset: the keys are kept in the database)',
    }),
  ),
  AUTH_KEY_ROTATION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 7,
    description: 'Age at which a new database key takes over signing the site access tokens',
  }),
  STAFF_ISSUER: Type.Optional(
    Type.String({
      format: 'uri',
      pattern: '^https?://',
      description: 'Issuer URL of the court’s staff identity provider, whose access tokens the publishing API accepts',
    }),
  ),
  STAFF_AUDIENCE: Type.String({
    minLength: 1,
    default: 'urn:const-court:publishing-api',
    description: 'The publishing API’s resource indicator at the staff provider: the `aud` its access tokens carry',
  }),
  STAFF_CONSOLE_CLIENT_ID: Type.String({
    pattern: '^[\\x21-\\x7e]{1,200}$',
    default: 'court-press-console',
    description: 'The press console at the staff provider: a public client (code flow with PKCE), without a secret',
  }),
  PUBLISHING_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 1000,
    description: 'How often each instance releases scheduled items and checks whether the content changed',
  }),
  MATCH_114_RANGES: Type.String({
    pattern: '^([0-9a-fA-F.:]+/\\d{1,3}(,[0-9a-fA-F.:]+/\\d{1,3})*)?$',
    default: '',
    description: 'Comma-separated address ranges (CIDR) whose visitors get isMatch114',
  }),
  FIRST_SCREEN_TOKEN: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        "Secret shared with the site server: API requests carrying it in the first-screen header are a page's first screen, not counted against the visitor",
    }),
  ),
});

type Env = Static<typeof EnvSchema>;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  bulkDir: string;
  contentDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  seedJudgments: number;
  trustProxy: TrustProxy;
  rateLimitMax: number;
  /** The limit of an API key issued without one (keys carry their own). */
  apiKeyRateLimitMax: number;
  /** Where the rate limits are counted when every instance must share them; undefined: in each process. */
  redis: RedisConfig | undefined;
  responseCacheSeconds: number;
  mailingBaseUrl: string | undefined;
  mailing: MailingConfig;
  searchAlerts: SearchAlertConfig;
  oidcIssuer: string | undefined;
  /** The site as a client of the identity provider; undefined when no provider is configured. */
  oidcClient: OidcClientConfig | undefined;
  /** The court's staff identity provider, for the publishing API; undefined when publishing is not configured. */
  staff: StaffProviderConfig | undefined;
  publishingPollMs: number;
  /** Keys of the site access tokens (HS256), the first signing; undefined: kept in the database. */
  authTokenSecrets: readonly [string, ...string[]] | undefined;
  authKeyRotationDays: number;
  match114Ranges: string[];
  /** The secret of the site server's first-screen requests; undefined: none is exempt from the rate limit. */
  firstScreenToken: string | undefined;
}

export interface OidcClientConfig {
  clientId: string;
  clientSecret: string;
  /** Callback addresses, `{lang}` standing for the language of the page that started the login. */
  redirectUris: string[];
}

export interface StaffProviderConfig {
  issuer: string;
  audience: string;
  /** The press console's client id at the provider, whose logins the API completes. */
  consoleClientId: string;
}

export interface RedisConfig {
  url: string;
  keyPrefix: string;
}

export interface MailingConfig {
  retryMs: number;
  timeoutMs: number;
  attemptTimeoutMs: number;
  probeList: string;
  probeEmail: string;
  clientLimitPerMinute: number;
  addressLimitPerHour: number;
}

export interface SearchAlertConfig {
  /** Undefined: no mail server; e-mails wait in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  siteUrl: string;
  digestHour: number;
  pollMs: number;
}

/** Settings that may hold a secret (a password in a URL): a wrong value is named, never repeated. */
const SECRET_SETTINGS = new Set([
  'OIDC_CLIENT_SECRET',
  'AUTH_TOKEN_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'FIRST_SCREEN_TOKEN',
  'SMTP_URL',
]);

/** Reads and validates the settings; throws a ConfigError naming the first wrong one. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  return toConfig(readSettings<Env>(EnvSchema, source, SECRET_SETTINGS));
}

function toAddressRanges(value: string): string[] {
  const ranges = value ? value.split(',') : [];
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const family = isIP(address);
    if (family === 0 || Number(prefix) > (family === 4 ? 32 : 128)) {
      throw new ConfigError('MATCH_114_RANGES', `not an address range (got "${range}")`);
    }
  }
  return ranges;
}

function toTokenSecrets(value: string | undefined): AppConfig['authTokenSecrets'] {
  if (value === undefined) return undefined;
  const secrets = value.split(',');
  const short = secrets.findIndex((secret) => secret.length < 32);
  if (short >= 0) {
    throw new ConfigError('AUTH_TOKEN_SECRET', `key ${short + 1} of ${secrets.length} has fewer than 32 characters`);
  }
  if (new Set(secrets).size < secrets.length) throw new ConfigError('AUTH_TOKEN_SECRET', 'a key is listed twice');
  const [signing = '', ...verifyOnly] = secrets;
  return [signing, ...verifyOnly];
}

function toOidcClient(env: Env): OidcClientConfig | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  if (!env.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID', 'required when OIDC_ISSUER is set');
  if (!env.OIDC_CLIENT_SECRET) throw new ConfigError('OIDC_CLIENT_SECRET', 'required when OIDC_ISSUER is set');
  const redirectUris = env.OIDC_REDIRECT_URIS
    ? env.OIDC_REDIRECT_URIS.split(',')
    : [`http://localhost:${env.PORT}/{lang}/auth/callback`, `http://127.0.0.1:${env.PORT}/{lang}/auth/callback`];
  return { clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, redirectUris };
}

function toConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'court.sqlite')}`,
    dataDir,
    bulkDir: path.resolve(env.BULK_DIR ?? path.join(dataDir, 'bulk')),
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(REPO_ROOT, 'content')),
    logLevel: env.LOG_LEVEL,
    seedJudgments: env.SEED_JUDGMENTS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitMax: env.RATE_LIMIT_MAX,
    apiKeyRateLimitMax: env.API_KEY_RATE_LIMIT_MAX,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    responseCacheSeconds: env.RESPONSE_CACHE_SECONDS,
    mailingBaseUrl: env.MAILING_BASE_URL,
    mailing: {
      retryMs: env.MAILING_RETRY_MS,
      timeoutMs: env.MAILING_TIMEOUT_MS,
      attemptTimeoutMs: env.MAILING_ATTEMPT_TIMEOUT_MS,
      probeList: env.MAILING_PROBE_LIST,
      probeEmail: env.MAILING_PROBE_EMAIL,
      clientLimitPerMinute: env.MAILING_CLIENT_LIMIT,
      addressLimitPerHour: env.MAILING_ADDRESS_LIMIT,
    },
    searchAlerts: {
      smtpUrl: env.SMTP_URL,
      from: env.SMTP_FROM,
      siteUrl: env.SITE_URL,
      digestHour: env.SEARCH_ALERT_DIGEST_HOUR,
      pollMs: env.SEARCH_ALERT_POLL_MS,
    },
    oidcIssuer: env.OIDC_ISSUER,
    oidcClient: toOidcClient(env),
    staff: env.STAFF_ISSUER
      ? { issuer: env.STAFF_ISSUER, audience: env.STAFF_AUDIENCE, consoleClientId: env.STAFF_CONSOLE_CLIENT_ID }
      : undefined,
    publishingPollMs: env.PUBLISHING_POLL_MS,
    authTokenSecrets: toTokenSecrets(env.AUTH_TOKEN_SECRET),
    authKeyRotationDays: env.AUTH_KEY_ROTATION_DAYS,
    match114Ranges: toAddressRanges(env.MATCH_114_RANGES),
    firstScreenToken: env.FIRST_SCREEN_TOKEN,
  };
}
