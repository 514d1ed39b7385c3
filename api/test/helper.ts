import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { errorCode, tempDir, useServer } from '@court/server-kit/testing';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Engine } from '../src/db/engine.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Corpus } from '../src/domain/model.js';
import { replaceAll } from '../src/seed/insert.js';
import { corpusToRows } from '../src/seed/rows.js';
import type { App } from '../src/types.js';
import { fixtureCorpus } from './fixtures/corpus.js';

/** Every suite runs on SQLite; on PostgreSQL too when DATABASE_URL_PG names a server. */
export const PG_URL = process.env.DATABASE_URL_PG;
export const ENGINES: Engine[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const FIXTURE_CONTENT_DIR = path.join(import.meta.dirname, 'fixtures', 'content');

export { errorCode, tempDir };

function withSearchPath(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/**
 * A database of its own for one test file, seeded once with `corpus`: a temporary SQLite file, or a fresh
 * PostgreSQL schema that is dropped afterwards. Returns a getter for its URL.
 */
export function useDatabase(engine: Engine, corpus: Corpus = fixtureCorpus): () => string {
  let url = '';
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (engine === 'postgres') {
      const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      url = withSearchPath(PG_URL!, schema);
      cleanup = async () => {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      };
    } else {
      const dir = tempDir();
      url = `sqlite:${path.join(dir, 'court.sqlite')}`;
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
    const database = openDatabase(url);
    try {
      await migrateToLatest(database.db);
      await replaceAll(database, corpusToRows(corpus), { corpus: 'fixture' });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => cleanup());
  return () => url;
}

/** Settings for a test app: silent, generous rate limit, a private data folder, fixture content. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: tempDir('court-data-'),
    CONTENT_DIR: FIXTURE_CONTENT_DIR,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
}

/** Builds the app before each test and closes it after; `config` is read at build time. */
export const useApp = (config: () => AppConfig): (() => App) => useServer(() => buildApp(config(), { logger: false }));

/**
 * Sends a request over a real socket with the path exactly as written. `inject` normalises URLs (it resolves
 * `%2e%2e` and turns backslashes into slashes), which would hide what an attacker's raw path does.
 */
export async function rawRequest(
  app: App,
  rawPath: string,
  method = 'GET',
): Promise<{ statusCode: number; body: string }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A port nothing listens on now: a server that must name its own address before it listens takes it. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
