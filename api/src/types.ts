import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { AppConfig } from './config.js';

/** The Fastify instance with TypeBox inference, as every plugin and route receives it. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Paths under which the court's API answers (JSON envelopes, rate limit, CORS for GET). */
export const API_PREFIX = '/api/v1';
export const CONTENT_PREFIX = '/_content';
export const PUBLIC_PREFIX = '/public';
