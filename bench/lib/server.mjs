// The site under measurement: the production build served by `pnpm start` (scripts/start.mjs builds what is
// missing, seeds the demo corpus into a database of the benchmark's own, data/bench/site, and starts the server
// with its stand-ins), or an already running site named by BASE_URL.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(baseUrl, child) {
  // The first start builds every app and seeds the corpus: allow it several minutes on a slow machine.
  const deadline = Date.now() + 15 * 60 * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site server did not answer /api/v1/health within 15 minutes');
}

/**
 * Starts the site on BENCH_PORT (or a free port; the stand-ins take the port + 10 and + 11) and resolves once
 * it answers. `stop()` ends it and waits until it has exited.
 */
export async function startSite() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const dataDir = path.join(REPO_ROOT, 'data', 'bench', 'site');
  // SQLite in the data folder: a DATABASE_URL of the environment would point the server elsewhere.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // The build and seeding progress goes to stderr, so stdout keeps only the benchmark's own report.
    stdio: ['ignore', process.stderr, process.stderr],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
