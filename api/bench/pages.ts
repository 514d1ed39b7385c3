import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../src/config.js';
import { corpusVersion, ensureBenchDatabase } from './bench-database.js';
import { startBenchServer } from './bench-server.js';
import { measure, type Measurement } from './load.js';

/**
 * `pnpm bench:pages [--judgments 7000] [--duration 5] [--connections 10]`
 * Requests per second of the site's pages for a visitor who is not logged in, drawn for every request
 * (PAGE_CACHE_SECONDS=0) and served from the page cache, beside a static file of the same server of about the
 * size of a page: the site server in front of the API on SQLite, as `pnpm start` runs them; needs the
 * front-ends built (`pnpm build`). Prints a table and the JSON report.
 */
const { values } = parseArgs({
  options: {
    judgments: { type: 'string', default: '7000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const judgments = Number(values.judgments);
const seconds = Number(values.duration);
const connections = Number(values.connections);

const API_ROOT = path.join(REPO_ROOT, 'api');
const benchDir = path.join(REPO_ROOT, 'data', 'bench');
const dataDir = path.join(benchDir, 'data-sqlite');
const url = `sqlite:${path.join(benchDir, `court-${judgments}.sqlite`)}`;

const PAGES = ['/nl/court/presentation/history-of-the-court', '/nl/judgments', '/nl', '/nl/rule'];

/** A file of the shell's build whose size is nearest to `bytes`: what a CDN or the same server sends as is. */
function staticFileNear(bytes: number): string {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  if (!fs.existsSync(dist)) throw new Error('shell/dist is missing: run `pnpm build` first');
  const files = fs
    .readdirSync(dist)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(dist, name)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!files[0]) throw new Error('shell/dist holds no script or stylesheet');
  return `/${files[0].name}`;
}

async function measureAll(pageCacheSeconds: number, staticPath: string | undefined) {
  const firstScreenToken = randomBytes(32).toString('base64url');
  const api = await startBenchServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    FIRST_SCREEN_TOKEN: firstScreenToken,
    TRUST_PROXY: '1',
  });
  const server = await startBenchServer(
    { API_ORIGIN: api.base, FIRST_SCREEN_TOKEN: firstScreenToken, PAGE_CACHE_SECONDS: String(pageCacheSeconds) },
    'site-server',
  ).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  try {
    const judgment = (
      (await (await fetch(`${server.base}/api/v1/juris/judgments?lang=nl`)).json()) as {
        items: { number: number; year: number }[];
      }
    ).items[0];
    const pages = [...PAGES, ...(judgment ? [`/nl/ARR/${judgment.number}/${judgment.year}`] : [])];
    const pageBytes = (await (await fetch(`${server.base}${PAGES[0]}`)).text()).length;
    const file = staticPath ?? staticFileNear(pageBytes);
    const results: Measurement[] = [];
    for (const page of [...pages, file]) {
      const result = await measure(
        server.base,
        { name: page === file ? 'static file' : 'page', path: page },
        seconds,
        connections,
      );
      console.error(
        `${page.padEnd(48)} ${String(result.requestsPerSecond).padStart(9)} req/s  p95 ${result.latencyMs.p95} ms`,
      );
      results.push(result);
    }
    return { file, pageBytes, results };
  } finally {
    await server.stop();
    await api.stop();
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(benchDir, { recursive: true });
  await ensureBenchDatabase(url, dataDir, judgments, await corpusVersion(API_ROOT, judgments));
  console.error('Pages drawn for every request (PAGE_CACHE_SECONDS=0):');
  const drawn = await measureAll(0, undefined);
  console.error('Pages from the page cache (PAGE_CACHE_SECONDS=60):');
  const cached = await measureAll(60, drawn.file);
  const staticRate = (run: typeof drawn) => run.results.find((r) => r.name === 'static file')!.requestsPerSecond;
  const rows = drawn.results.map((result, i) => ({
    path: result.path,
    drawnPerSecond: result.requestsPerSecond,
    cachedPerSecond: cached.results[i]!.requestsPerSecond,
    cachedP95Ms: cached.results[i]!.latencyMs.p95,
    cachedShareOfStatic: Math.round((cached.results[i]!.requestsPerSecond / staticRate(cached)) * 100) / 100,
  }));
  const report = {
    judgments,
    durationSeconds: seconds,
    connections,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
    date: new Date().toISOString(),
    pageBytes: drawn.pageBytes,
    staticFile: drawn.file,
    rows,
  };
  console.table(rows);
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
