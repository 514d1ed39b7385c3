import { Type, type TObject } from 'typebox';
import { Value } from 'typebox/value';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where a server listens, the first settings of each server's schema. */
export const LISTEN_SETTINGS = {
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080, description: 'TCP port to listen on' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'Address to listen on' }),
};

/** A setting that stops start-up; the message names the setting. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    detail: string,
  ) {
    super(`Invalid setting ${setting}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/**
 * The settings of `schema` read from the environment, with their defaults and converted to their types; throws a
 * ConfigError naming the first wrong one. Empty values count as unset. The value of a setting in `secrets` (a
 * password in a URL, a key) is never repeated in the message.
 */
export function readSettings<Env>(schema: TObject, source: NodeJS.ProcessEnv, secrets: ReadonlySet<string>): Env {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const env = Value.Convert(schema, Value.Default(schema, raw));
  const [first] = Value.Errors(schema, env);
  if (first) {
    const setting = first.instancePath.replace(/^\//, '') || 'environment';
    const given = secrets.has(setting) ? undefined : raw[setting];
    throw new ConfigError(setting, `${first.message}${given === undefined ? '' : ` (got "${String(given)}")`}`);
  }
  return env as Env;
}

/** What Fastify takes as `trustProxy`: on/off, a list of proxy addresses, or a function trusting the nearest N hops. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** The pattern of a `TRUST_PROXY` setting: true, false, a hop count, or comma-separated proxy addresses. */
export const TRUST_PROXY_PATTERN = '^(true|false|\\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$';

export function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
