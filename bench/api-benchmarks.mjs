// The API's own benchmarks, run as they are and read back: `pnpm --filter @court/api bench` (requests per
// second and latency of the list endpoints; it writes bench/api-results.json) and `pnpm bench:search`
// (latency of a fixed set of case-law searches; it prints its JSON report on stdout), and `pnpm bench:pages`
// (pages drawn and cached against a static file).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { BENCH_DIR, REPO_ROOT } from './lib/paths.mjs';

function run(args, { captureStdout = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', captureStdout ? 'pipe' : process.stderr, process.stderr],
    });
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`pnpm ${args.join(' ')} failed with code ${code}`)),
    );
  });
}

/** Whether PostgreSQL answers where the search benchmark would look for it. */
function postgresReachable() {
  const url = new URL(process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test');
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    const done = (reachable) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

export async function runApiBenchmark() {
  await run(['--filter', '@court/api', 'bench']);
  return JSON.parse(await readFile(path.join(BENCH_DIR, 'api-results.json'), 'utf8'));
}

/** Requests per second of pages drawn for each request and from the page cache, beside a static file. */
export async function runPagesBenchmark() {
  const stdout = await run(['--filter', '@court/api', 'bench:pages'], { captureStdout: true });
  // The report is the JSON object that ends the output, after the table.
  return JSON.parse(stdout.slice(stdout.lastIndexOf('\n{\n') + 1));
}

/** The search benchmark on SQLite, and on PostgreSQL too when it is reachable. */
export async function runSearchBenchmark() {
  const engine = (await postgresReachable()) ? 'both' : 'sqlite';
  const stdout = await run(['--filter', '@court/api', 'bench:search', '--engine', engine], { captureStdout: true });
  // pnpm may print its own lines first; the report is the JSON array that ends the output.
  const start = stdout.lastIndexOf('\n[\n');
  return JSON.parse(start === -1 ? stdout : stdout.slice(start + 1));
}
