import type { FastifyInstance } from 'fastify';
import { judgmentKey, type JudgmentFacts } from './judgment-facts.js';
import { meanOf, ndcgAt, recallAt } from './metrics.js';
import type { LabelledQuery } from './queries.js';

/**
 * Asks the full-text search each labelled query as a visitor would (best match first, the first 30 hits) and
 * measures the answer against the labels: nDCG@10 and recall@30 per query, their means over the set and per
 * language, and the queries the search serves worst.
 */
const NDCG_AT = 10;
const RECALL_AT = 30;

export interface QueryFigures {
  lang: string;
  term: string;
  form: LabelledQuery['form'];
  /** Judgments the labels expect (grade 1 or 2), and of them the ones of grade 2. */
  expected: number;
  main: number;
  /** Hits the search reported in all. */
  hits: number;
  ndcg10: number | null;
  recall30: number | null;
  /** The best recall@30 any ranking could reach: 30 places cannot hold more than 30 expected judgments. */
  recall30Ceiling: number | null;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

async function measureQuery(app: FastifyInstance, query: LabelledQuery, facts: readonly JudgmentFacts[]) {
  const grades = new Map<string, number>();
  for (const j of facts) if (j.languages.includes(query.lang)) grades.set(j.key, query.grade(j));
  const labels = [...grades.values()];
  const expected = labels.filter((g) => g > 0).length;

  const url = `/api/v1/search/full-text-judgments?lang=${query.lang}&term=${encodeURIComponent(query.term)}&pageSize=${RECALL_AT}&sort=score`;
  const res = await app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const answer = res.json<{ total: number; items: { number: number; year: number }[] }>();
  const ranking = answer.items.map((item) => grades.get(judgmentKey(item)) ?? 0);

  const figures: QueryFigures = {
    lang: query.lang,
    term: query.term,
    form: query.form,
    expected,
    main: labels.filter((g) => g === 2).length,
    hits: answer.total,
    ndcg10: round(ndcgAt(NDCG_AT, ranking, labels)),
    recall30: round(recallAt(RECALL_AT, ranking, expected)),
    recall30Ceiling: expected === 0 ? null : round(Math.min(RECALL_AT, expected) / expected),
  };
  return figures;
}

function summarise(figures: readonly QueryFigures[]) {
  return {
    queries: figures.length,
    ndcg10: round(meanOf(figures.map((f) => f.ndcg10))),
    recall30: round(meanOf(figures.map((f) => f.recall30))),
    recall30Ceiling: round(meanOf(figures.map((f) => f.recall30Ceiling))),
  };
}

export async function measureRelevance(
  app: FastifyInstance,
  queries: readonly LabelledQuery[],
  facts: readonly JudgmentFacts[],
  options: { perQuery: boolean; worst?: number },
) {
  const figures: QueryFigures[] = [];
  for (const query of queries) figures.push(await measureQuery(app, query, facts));
  const measured = figures.filter((f) => f.ndcg10 !== null);
  const languages = [...new Set(figures.map((f) => f.lang))];
  return {
    ...summarise(measured),
    byLanguage: Object.fromEntries(languages.map((lang) => [lang, summarise(measured.filter((f) => f.lang === lang))])),
    // Left out of the means: no judgment of the corpus answers them, which says the labels need looking at.
    withoutExpected: figures.filter((f) => f.ndcg10 === null).map((f) => `${f.lang}: ${f.term}`),
    worst: [...measured].sort((a, b) => (a.ndcg10 ?? 0) - (b.ndcg10 ?? 0)).slice(0, options.worst ?? 5),
    ...(options.perQuery ? { perQuery: figures } : {}),
  };
}
