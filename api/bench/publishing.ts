import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { createServer } from '@court/identity-provider-stand-in/server';
import { buildApp } from '../src/app.js';
import { freePort, startBenchServer, type BenchServer } from './bench-server.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { renderSimplePdf } from '../src/documents/render-other.js';
import { archivePdf } from '../src/import/archive.js';
import { judgmentKind } from '../src/publishing/kinds/judgment.js';
import { writeArchive } from '../src/seed/archive-writer.js';
import { generateCorpus } from '../src/seed/generate.js';
import type { App } from '../src/types.js';
import { corpusVersion, ensureSchema } from './bench-database.js';

/**
 * `pnpm bench:publishing [--judgments 7000] [--engine sqlite|postgres|both]`
 * 1. Import: the demo corpus of N judgments as an archive, with a PDF for every language version of every judgment
 *    (written once, kept under data/bench), loaded by `court import` into an empty database of each engine: wall
 *    time and peak memory of the import process, then the time of a second run (everything unchanged).
 * 2. Publication: on that database, two server instances; a judgment PUT on one, and the milliseconds until it
 *    is on the public API of the same instance and of the other, and its page on a site server in front of the
 *    other (its first screen drawn with the API's data, as deployed); then a judgment with publishAt two
 *    seconds ahead, and how long after that instant each instance shows it.
 * Prints JSON.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { judgments: { type: 'string', default: '7000' }, engine: { type: 'string', default: 'both' } },
});
const judgments = Number(values.judgments);
const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine!];
const PG_URL = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDir = path.join(REPO_ROOT, 'data', 'bench');
const run = promisify(execFile);
const round = (ms: number) => Math.round(ms);

/** The archive of the benchmark, with a small PDF for each language version of each judgment. */
async function ensureArchive(): Promise<string> {
  const dir = path.join(benchDir, `archive-${await corpusVersion(path.join(REPO_ROOT, 'api'), judgments)}`);
  if (fs.existsSync(path.join(dir, 'complete'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const corpus = await generateCorpus({ judgments });
  await writeArchive(corpus, dir);
  for (const judgment of corpus.judgments) {
    for (const lang of judgment.languages) {
      if (lang === 'en') continue;
      const file = archivePdf(dir, judgmentKind, `${judgment.year}/${judgment.number}`, lang);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const title = `${judgment.year}/${judgment.number}`;
      fs.writeFileSync(
        file,
        await renderSimplePdf({ locale: lang, title, date: judgment.date, body: judgment.headnote[lang] ?? '' }),
      );
    }
  }
  fs.writeFileSync(path.join(dir, 'complete'), '');
  return dir;
}

async function freshDatabase(engine: string): Promise<string> {
  if (engine === 'postgres') {
    const schema = 'bench_import';
    const client = new (await import('pg')).default.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    await ensureSchema(PG_URL, schema);
    return `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  const file = path.join(benchDir, 'import.sqlite');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  return `sqlite:${file}`;
}

/** `court import` in its own process, timed by the system: seconds and peak resident memory. */
async function timedImport(url: string, dir: string): Promise<{ seconds: number; peakMb: number; output: string }> {
  const cli = path.join(REPO_ROOT, 'api', 'src', 'import', 'run.ts');
  const { stdout, stderr } = await run(
    '/usr/bin/time',
    ['-f', 'TIME %e %M', process.execPath, '--import', 'tsx', cli, dir],
    {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const [, seconds, kb] = /TIME ([\d.]+) (\d+)/.exec(stderr)!;
  return { seconds: Number(seconds), peakMb: Math.round(Number(kb) / 1024), output: stdout };
}

/** Milliseconds from `start` until `check` holds, polling every 10 ms (at most 10 s). */
async function until(start: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (performance.now() - start > 10_000) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return round(performance.now() - start);
}

async function publicationDelays(url: string) {
  const port = await freePort();
  const staffIssuer = `http://127.0.0.1:${port}/staff`;
  const { server } = createServer({
    issuer: `http://127.0.0.1:${port}/fas/oauth2`,
    clientId: 'court-website',
    clientSecret: 'bench-secret-0000',
    redirectUris: ['http://127.0.0.1:1/fr/auth/callback'],
    staff: { issuer: staffIssuer },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const config = () =>
    loadConfig({
      ...process.env,
      DATABASE_URL: url,
      STAFF_ISSUER: staffIssuer,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000',
    });
  const instances: App[] = [await buildApp(config()), await buildApp(config())];
  let site: BenchServer | undefined;
  try {
    // Listening, as deployed: the site server in front of the second asks it for a page's data.
    const [, other] = await Promise.all(instances.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    site = await startBenchServer({ API_ORIGIN: other!, CONTENT_POLL_MS: '100', LOG_LEVEL: 'silent' }, 'site-server');
    const token = await fetch(`${staffIssuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('court-registry:court-registry-local').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'publish:judgments' }),
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    const body = (publishAt?: string) => ({
      date: '2026-11-20',
      type: 'ActionForCancellation',
      outcome: 'dismissal',
      rollNumbers: ['9999'],
      headnote: { nl: 'Meetarrest', fr: 'Arrêt de mesure' },
      fullText: { nl: [{ id: 'B.1', text: 'Meting.' }], fr: [{ id: 'B.1', text: 'Mesure.' }] },
      judges: ['A'],
      registrar: 'B',
      applicant: 'C',
      applicantType: 'individual',
      ...(publishAt ? { publishAt } : {}),
    });
    const visible = (app: App, number: number) => async () =>
      (await app.inject({ url: `/api/v1/juris/judgments/2026/${number}?lang=nl` })).statusCode === 200;
    const page = (number: number) => async () =>
      (await (await fetch(`${site!.base}/nl/ARR/${number}/2026`)).text()).includes(`Arrest ${number}/2026`);
    // Read first, so the response caches hold the answer without the judgment.
    await Promise.all(instances.map((app) => visible(app, 9001)()));

    const start = performance.now();
    const put = await instances[0]!.inject({
      method: 'PUT',
      url: '/api/v1/publishing/judgments/2026/9001',
      headers: { authorization: `Bearer ${token}` },
      payload: body(),
    });
    const putMs = round(performance.now() - start);
    if (put.statusCode !== 201) throw new Error(`PUT answered ${put.statusCode}: ${put.body}`);
    const immediate = {
      putMs,
      apiSameInstanceMs: await until(start, visible(instances[0]!, 9001)),
      apiOtherInstanceMs: await until(start, visible(instances[1]!, 9001)),
      pageOtherInstanceMs: await until(start, page(9001)),
    };

    const at = Date.now() + 2000;
    await instances[0]!.inject({
      method: 'PUT',
      url: '/api/v1/publishing/judgments/2026/9002',
      headers: { authorization: `Bearer ${token}` },
      payload: body(new Date(at).toISOString()),
    });
    await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
    const due = performance.now();
    const scheduled = {
      apiAfterPublishAtMs: await until(due, visible(instances[0]!, 9002)),
      apiOtherInstanceAfterPublishAtMs: await until(due, visible(instances[1]!, 9002)),
    };
    return { immediate, scheduled };
  } finally {
    await site?.stop();
    await Promise.all(instances.map((app) => app.close()));
    server.close();
  }
}

const archive = await ensureArchive();
const results: Record<string, unknown> = { judgments, archive };
for (const engine of engines) {
  const url = await freshDatabase(engine);
  const first = await timedImport(url, archive);
  const second = await timedImport(url, archive);
  results[engine] = {
    import: { seconds: first.seconds, peakMb: first.peakMb, summary: first.output.trim().split('\n').slice(-14) },
    reimportSeconds: second.seconds,
    publication: await publicationDelays(url),
  };
}
console.log(JSON.stringify(results, null, 2));
