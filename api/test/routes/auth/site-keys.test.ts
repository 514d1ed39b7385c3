import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { KEPT_AFTER_RETIREMENT_MS } from '../../../src/auth/database-keys.js';
import { openDatabase, type Database } from '../../../src/db/engine.js';
import type { App } from '../../../src/types.js';
import { ENGINES, FIXTURE_CONTENT_DIR, freePort, tempDir, testConfig, useDatabase } from '../../helper.js';
import { accessTokenFrom, kidOf, loginEnv } from './citizen-login.js';
import { useIdentityProvider } from './identity-provider-fixture.js';

const DAY_MS = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * The server in a process of its own, as it runs in production: instances in one test process would share one
 * event loop, where SQLite's wait for a lock held by the other blocks both.
 */
async function startServer(env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../../src/server.ts')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('court-data-'),
        CONTENT_DIR: FIXTURE_CONTENT_DIR,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not get ready: ${stderr}`);
}

describe.each(ENGINES)('keys of the site tokens in the database on %s', (engine) => {
  const url = useDatabase(engine);
  const provider = useIdentityProvider();
  let database: Database;
  const keys = () =>
    database.db.selectFrom('auth_signing_keys').select(['kid', 'retired_at']).orderBy('generation').execute();

  /** Instances of the server on the same database; each test starts its own and they are closed after it. */
  const running: App[] = [];
  async function startInstance(): Promise<App> {
    const app = await buildApp(testConfig(loginEnv(provider().issuer, url())), { logger: false });
    running.push(app);
    await app.ready();
    return app;
  }
  const me = (app: App, token: string) =>
    app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(() => {
    database = openDatabase(url());
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('auth_signing_keys').execute();
  });
  afterEach(async () => {
    for (const app of running.splice(0)) await app.close();
  });

  it('accepts a token issued by one instance on another, and after the first restarted', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const token = await accessTokenFrom(first, provider().issuer);
    const [key] = await keys();
    expect(kidOf(token)).toBe(key?.kid);
    expect((await me(second, token)).statusCode).toBe(200);

    await first.close();
    const restarted = await startInstance();
    expect((await me(restarted, token)).statusCode).toBe(200);
    expect(await keys()).toHaveLength(1);
  });

  it('creates one key when two server processes start together on an empty table', { timeout: 60_000 }, async () => {
    const env = { ...loginEnv(provider().issuer, url()), AUTH_TOKEN_SECRET: '' };
    const servers = await Promise.all([startServer(env), startServer(env)]);
    try {
      expect(await keys()).toHaveLength(1);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });

  it('verifies with a retired key until it is deleted, and signs with its successor', async () => {
    const old = await accessTokenFrom(await startInstance(), provider().issuer);
    // The key is past its age: the next instance to start stores its successor.
    await database.db
      .updateTable('auth_signing_keys')
      .set({ created_at: ago(8 * DAY_MS) })
      .execute();
    await startInstance();
    const [retired, successor] = await keys();
    expect(retired?.kid).toBe(kidOf(old));
    expect(retired?.retired_at).not.toBeNull();

    // Once the handover has passed, new tokens name the successor and the old ones still open the login.
    await database.db
      .updateTable('auth_signing_keys')
      .set({ retired_at: ago(60_000) })
      .where('kid', '=', String(retired?.kid))
      .execute();
    const afterHandover = await startInstance();
    const fresh = await accessTokenFrom(afterHandover, provider().issuer);
    expect(kidOf(fresh)).toBe(successor?.kid);
    expect((await me(afterHandover, old)).statusCode).toBe(200);

    // Every token of the retired key has expired by now: the next instance deletes it, and it opens nothing.
    await database.db
      .updateTable('auth_signing_keys')
      .set({ retired_at: ago(KEPT_AFTER_RETIREMENT_MS + 60_000) })
      .where('kid', '=', String(retired?.kid))
      .execute();
    const afterDeletion = await startInstance();
    expect((await keys()).map((key) => key.kid)).toEqual([successor?.kid]);
    expect((await me(afterDeletion, old)).statusCode).toBe(401);
    expect((await me(afterDeletion, fresh)).statusCode).toBe(200);
  });

  it('leaves the table alone when the keys come from AUTH_TOKEN_SECRET', async () => {
    const env = loginEnv(provider().issuer, url(), { AUTH_TOKEN_SECRET: 'k'.repeat(40) });
    const first = await buildApp(testConfig(env), { logger: false });
    running.push(first);
    const second = await buildApp(testConfig(env), { logger: false });
    running.push(second);
    expect((await me(second, await accessTokenFrom(first, provider().issuer))).statusCode).toBe(200);
    expect(await keys()).toEqual([]);
  });
});
