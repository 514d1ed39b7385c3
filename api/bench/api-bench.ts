import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../src/config.js';
import { startBenchServer } from './bench-server.js';
import { corpusVersion, ensureBenchDatabase, ensureSchema } from './bench-database.js';
import { measure, type Measurement, type Target } from './load.js';

/**
 * `pnpm bench:api [--judgments 7000] [--duration 5] [--connections 10] [--engine sqlite|postgres] [--response-cache S]`
 * Seeds (or reuses) a database of its own, starts the server in a child process on a free port, loads the main
 * endpoints one after the other from this process with autocannon, and prints requests per second and latency
 * percentiles per endpoint as JSON (also written to bench/api-results.json).
 */
const { values } = parseArgs({
  options: {
    judgments: { type: 'string', default: '7000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'sqlite' },
    // Seconds the server reuses API answers; 0 measures every request against the database.
    'response-cache': { type: 'string', default: '30' },
  },
});
const judgments = Number(values.judgments);
const seconds = Number(values.duration);
const connections = Number(values.connections);
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const responseCacheSeconds = values['response-cache'];

const API_ROOT = path.join(REPO_ROOT, 'api');
const benchDir = path.join(REPO_ROOT, 'data', 'bench');
const dataDir = path.join(benchDir, `data-${engine}`);

async function databaseUrl(): Promise<string> {
  if (engine === 'sqlite') return `sqlite:${path.join(benchDir, `court-${judgments}.sqlite`)}`;
  const base = process.env.DATABASE_URL_PG;
  if (!base) throw new Error('--engine postgres needs DATABASE_URL_PG (e.g. postgres://postgres@127.0.0.1:5432/test)');
  // A schema of its own, kept between runs like the SQLite file; search_path selects it.
  const schema = `bench_${judgments}`;
  await ensureSchema(base, schema);
  return `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

async function targets(base: string): Promise<Target[]> {
  const years = (await (await fetch(`${base}/api/v1/juris/judgments/years`)).json()) as { items: { year: number }[] };
  const year = years.items[1]?.year ?? years.items[0]?.year ?? 2024;
  const list = (await (await fetch(`${base}/api/v1/juris/judgments?lang=fr&year=${year}`)).json()) as {
    items: { number: number }[];
  };
  const number = list.items[Math.floor(list.items.length / 2)]?.number ?? 1;
  return [
    { name: 'judgments of a year', path: `/api/v1/juris/judgments?lang=fr&year=${year}` },
    { name: 'one judgment', path: `/api/v1/juris/judgments/${year}/${number}?lang=fr` },
    { name: 'pending cases', path: '/api/v1/juris/pending-cases?lang=nl' },
    { name: 'press releases on judgments', path: '/api/v1/media/press-releases-concerning-judgments?lang=fr' },
    { name: 'general press releases', path: '/api/v1/media/general-press-releases?lang=nl&withArchive=true' },
    { name: 'publications (annual reports)', path: '/api/v1/publications/annual-reports?lang=fr' },
    { name: 'members', path: '/api/v1/members?lang=fr' },
    { name: 'articles of the Constitution', path: '/api/v1/juris/articles-const-referred-by-court?lang=fr' },
    { name: 'upcoming verdicts', path: '/api/v1/newsletter/get-upcoming-verdicts?lang=fr' },
    {
      name: 'content query (rules folder)',
      path: '/_content/fr/rules',
      method: 'POST',
      body: JSON.stringify({ only: ['slug', 'title', 'description'] }),
    },
  ];
}

async function main(): Promise<void> {
  fs.mkdirSync(benchDir, { recursive: true });
  const url = await databaseUrl();
  await ensureBenchDatabase(url, dataDir, judgments, await corpusVersion(API_ROOT, judgments));

  const server = await startBenchServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    RESPONSE_CACHE_SECONDS: responseCacheSeconds,
  });
  const base = server.base;
  try {
    const results: Measurement[] = [];
    for (const target of await targets(base)) {
      const result = await measure(base, target, seconds, connections);
      console.error(
        `${result.name.padEnd(32)} ${String(result.requestsPerSecond).padStart(9)} req/s  p95 ${result.latencyMs.p95} ms`,
      );
      results.push(result);
    }
    const report = {
      engine,
      judgments,
      responseCacheSeconds: Number(responseCacheSeconds),
      durationSeconds: seconds,
      connections,
      node: process.version,
      cpus: os.cpus().length,
      date: new Date().toISOString(),
      endpoints: results,
    };
    const json = JSON.stringify(report, null, 2);
    fs.mkdirSync(path.join(REPO_ROOT, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(REPO_ROOT, 'bench', 'api-results.json'), `${json}\n`);
    console.log(json);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
