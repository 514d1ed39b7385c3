import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { corpusVersion, ensureBenchDatabase, ensureSchema, serverSettings } from './bench-database.js';
import { measureRelevance } from './relevance/evaluate.js';
import { loadJudgmentFacts, type JudgmentFacts } from './relevance/judgment-facts.js';
import { LABELLED_QUERIES } from './relevance/queries.js';

/**
 * `pnpm bench:search [--judgments 7000] [--rounds 5] [--warm-up 2] [--engine sqlite|postgres|both] [--per-query]`
 * Seeds (or reuses) a database of the corpus per engine, then sends a fixed set of searches in Dutch, French and
 * German (single words, phrases, exclusions, prefixes, OR, NEAR and field filters of the search language, filters,
 * sorts, deep pages, the other search endpoints) to the API in this process, one at a time, without the answer
 * cache, and prints the latency per engine as JSON: p50, p95 and max in milliseconds over every request, and the
 * slowest queries (with `--per-query`, the median of every query: on a busy machine the medians say more than the
 * tail), and for PostgreSQL the server's settings that weigh most on them (see serverSettings).
 * Then the relevance of the full-text search per engine: nDCG@10 and recall@30 over the labelled queries of
 * `relevance/queries.ts`, in all and per language, and the queries served worst (with `--per-query`, every query).
 */
const { values } = parseArgs({
  // `pnpm bench:search -- --rounds 3` passes the separator on through the nested pnpm run.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    judgments: { type: 'string', default: '7000' },
    rounds: { type: 'string', default: '5' },
    'warm-up': { type: 'string', default: '2' },
    engine: { type: 'string', default: 'both' },
    'per-query': { type: 'boolean', default: false },
  },
});
const judgments = Number(values.judgments);
const rounds = Number(values.rounds);
const warmUp = Number(values['warm-up']);
const PG_URL = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDir = path.join(REPO_ROOT, 'data', 'bench');
const version = await corpusVersion(path.join(REPO_ROOT, 'api'), judgments);

const S = '/api/v1/search';
const text = (lang: string, term: string, extra = '') =>
  `${S}/full-text-judgments?lang=${lang}&term=${encodeURIComponent(term)}${extra}`;

/** The fixed query set: at least 50 requests, the three languages, every kind of search. */
const QUERIES: string[] = [
  // Single words, stemmed and accent-folded.
  text('nl', 'arresten'),
  text('nl', 'belasting'),
  text('nl', 'overlevingspensioen'),
  text('nl', 'gelijkheid'),
  text('nl', 'onderwijs'),
  text('nl', 'vreemdelingen'),
  text('fr', 'arrêts'),
  text('fr', 'impôt'),
  text('fr', 'pension'),
  text('fr', 'egalite'),
  text('fr', 'enseignement'),
  text('fr', 'étrangers'),
  text('de', 'Urteile'),
  text('de', 'Steuer'),
  text('de', 'Gleichheit'),
  text('de', 'Unterricht'),
  // Phrases.
  text('nl', '"artikelen 10 en 11 van de Grondwet"'),
  text('nl', '"wettelijk samenwonenden"'),
  text('fr', '"pension de survie"'),
  text('fr', '"articles 10 et 11 de la Constitution"'),
  text('fr', '"Conseil des ministres"'),
  text('de', '"Artikel 10 und 11 der Verfassung"'),
  text('de', '"Ministerrat"'),
  // Several words, exclusions and prefixes.
  text('nl', 'pensioen -echtscheiding'),
  text('nl', 'onderwijs inschrijving'),
  text('nl', 'grondwet*'),
  text('fr', 'pension -divorce'),
  text('fr', 'cohabit* légal'),
  text('fr', 'licenciement -"fonction publique"'),
  text('de', 'Steuer* -Erbschaft'),
  text('de', 'Gericht*'),
  // The operators of the search language, and field filters.
  text('nl', 'belasting OF pensioen NIET echtscheiding'),
  text('fr', '(pension OU retraite) -"pension de survie"'),
  text('fr', '"pension de survie" NEAR/5 cohabit*'),
  text('de', 'Urteil NEAR Gerichtshof'),
  text('nl', 'grondwet NEAR/3 gelijkheid OR onderwijs'),
  text('fr', 'impôt norm:const-1994:10'),
  text('nl', 'keyword:gelijkheid -belasting'),
  `${S}/pending-cases?lang=fr&term=${encodeURIComponent('pension OR chômage')}`,
  // Filters, facets and sorts.
  text('nl', 'belasting', '&judgmentType=QuestionsReferred'),
  text('nl', 'arrest', '&judgmentDateFrom=2010-01-01&judgmentDateTo=2015-12-31'),
  text('fr', 'impôt', '&applicantType=company&applicantType=individual'),
  text('fr', 'pension', '&jurisdictionArea=labour&sort=date'),
  text('fr', 'arrêt', '&sort=alphabetical'),
  text('fr', 'recours', '&officialJournalDateFrom=2020-01-01&sort=date&order=asc'),
  text('de', 'Urteil', '&judgmentType=ActionForCancellation&sort=date'),
  // Deep pages.
  text('nl', 'arrest', '&page=50'),
  text('fr', 'cour', '&page=100&sort=date'),
  text('de', 'Gerichtshof', '&page=20'),
  // Keywords, headnote and summary.
  `${S}/by-judgment-keywords-summary?lang=nl&term=gelijkheid`,
  `${S}/by-judgment-keywords-summary?lang=fr&term=${encodeURIComponent('égalité et non-discrimination')}`,
  `${S}/by-judgment-keywords-summary?lang=de&term=Gleichheit`,
  // The other searches.
  `${S}/judgments?lang=nl`,
  `${S}/judgments?lang=fr&year=2015&sort=alphabetical`,
  `${S}/judgments?lang=de&judgmentDateFrom=2000-01-01&page=40`,
  `${S}/by-judgment-and-applicant?lang=fr&applicant=vzw`,
  `${S}/by-judgment-and-applicant?lang=nl&rollNumber=1234`,
  `${S}/by-judgment-and-applicant?lang=fr&jurisdictionArea=labour&judgmentType=QuestionsReferred`,
  `${S}/by-controlled-standard?lang=fr&norm=const-1994&article=10`,
  `${S}/by-reference-standard?lang=nl&norm=const-1994&article=11&exactArticle=true`,
  `${S}/by-reference-standard?lang=de&norm=echr&page=10`,
  `${S}/table-of-content?lang=fr`,
  `${S}/table-of-content?lang=nl&node=tax/income-tax`,
  `${S}/pending-cases?lang=fr&term=pension`,
  `${S}/pending-cases?lang=nl&withArchive=true&term=belasting`,
  // Lists of the forms.
  `${S}/judgment-types?lang=nl`,
  `${S}/applicant-list?lang=fr&q=de`,
  `${S}/jurisdictions?lang=de`,
  `${S}/standards?lang=fr&role=reference`,
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function databaseUrl(engine: 'sqlite' | 'postgres'): Promise<string> {
  if (engine === 'sqlite') return `sqlite:${path.join(benchDir, `search-${judgments}.sqlite`)}`;
  const schema = `bench_search_${judgments}`;
  await ensureSchema(PG_URL, schema);
  return `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

async function measure(engine: 'sqlite' | 'postgres', facts: JudgmentFacts[]) {
  const url = await databaseUrl(engine);
  const dataDir = path.join(benchDir, `search-data-${engine}`);
  const seedStarted = performance.now();
  const seeded = await ensureBenchDatabase(url, dataDir, judgments, version);
  const seedSeconds = seeded ? round((performance.now() - seedStarted) / 1000) : null;
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RESPONSE_CACHE_SECONDS: '0',
      RATE_LIMIT_MAX: '1000000',
    }),
    { logger: false },
  );
  await app.ready();
  try {
    const perQuery = new Map<string, number[]>();
    // Rounds to warm the caches, not counted: a running server's database connections have each touched the
    // shared buffers the searches read, and a connection's first touch of a buffer costs a page fault (on this
    // kind of machine, a common phrase's search four times its warm time); one round leaves some connections cold.
    for (let r = 1 - warmUp; r <= rounds; r++) {
      for (const query of QUERIES) {
        const started = performance.now();
        const res = await app.inject({ url: query });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${query} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (r > 0) perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
      }
    }
    const all = [...perQuery.values()].flat().sort((a, b) => a - b);
    const slowest = [...perQuery.entries()]
      .map(([query, times]) => ({
        query,
        p50: round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0),
      }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, values['per-query'] ? undefined : 5);
    return {
      engine,
      ...(engine === 'postgres' ? { server: await serverSettings(PG_URL) } : {}),
      judgments,
      seededInSeconds: seedSeconds,
      queries: QUERIES.length,
      requests: all.length,
      p50: round(percentile(all, 50)),
      p95: round(percentile(all, 95)),
      max: round(all.at(-1) ?? 0),
      slowest,
      relevance: await measureRelevance(app, LABELLED_QUERIES, facts, { perQuery: values['per-query'] }),
    };
  } finally {
    await app.close();
  }
}

const engines: ('sqlite' | 'postgres')[] =
  values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine === 'postgres' ? 'postgres' : 'sqlite'];
fs.mkdirSync(benchDir, { recursive: true });
// The labels read the metadata of the same corpus the engines are seeded with.
const facts = await loadJudgmentFacts(path.join(benchDir, `search-facts-${judgments}.json`), judgments, version);
const results = [];
for (const engine of engines) results.push(await measure(engine, facts));
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
