import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Judgment, JurisdictionAQuo, NormReference } from '../domain/model.js';
import { CONSTITUTION_NORM_ID } from '../domain/references.js';
import { documentBase, judgmentDocuments, judgmentTexts, TEXT_LANGS } from '../search/documents.js';
import { countWords, forgetJudgmentWords } from '../search/vocabulary-counts.js';
import { judgmentWords } from '../search/vocabulary-words.js';
import { insertRows } from './insert-rows.js';
import { judgmentRows } from './judgment-rows.js';
import { emptyRows, json } from './row-values.js';

/** Tables of a judgment's own rows, parents first; each child row goes with its judgment (on delete cascade). */
const JUDGMENT_TABLES = [
  'judgments',
  'judgment_texts',
  'judgment_paragraphs',
  'judgment_roll_numbers',
  'judgment_citations',
  'judgment_norm_articles',
] as const;

/** Writes the jurisdiction a judgment or a case names, or its new name. */
export async function saveJurisdiction(db: Kysely<DB>, jurisdiction: JurisdictionAQuo): Promise<void> {
  const row = { id: jurisdiction.id, name: json(jurisdiction.name), area: jurisdiction.area };
  await db
    .insertInto('jurisdictions')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: row.name, area: row.area }))
    .execute();
}

async function saveNorms(db: Kysely<DB>, norms: Iterable<NormReference>): Promise<void> {
  for (const norm of norms) {
    const row = { norm_id: norm.normId, kind: norm.kind, title: json(norm.title), date: norm.date ?? null };
    await db
      .insertInto('norms')
      .values(row)
      .onConflict((oc) => oc.column('norm_id').doUpdateSet({ kind: row.kind, title: row.title, date: row.date }))
      .execute();
  }
}

/** The articles of the Constitution a judgment applies (its norms of reference), for the table of articles. */
function constitutionArticlesOf(judgment: Judgment): string[] {
  const articles = judgment.referenceNorms
    .filter((norm) => norm.normId === CONSTITUTION_NORM_ID)
    .flatMap((norm) => norm.articles);
  return [...new Set(articles)];
}

async function recountArticles(db: Kysely<DB>, articles: string[]): Promise<void> {
  if (articles.length === 0) return;
  await sql`update constitution_articles set judgment_count = (
      select count(*) from constitution_article_judgments caj where caj.article = constitution_articles.article)
    where article in (${sql.join(articles)})`.execute(db);
}

/** Takes a judgment out of the table of the articles of the Constitution; answers the articles it was under. */
async function removeFromArticles(db: Kysely<DB>, year: number, number: number): Promise<string[]> {
  const rows = await db
    .selectFrom('constitution_article_judgments')
    .select('article')
    .where('judgment_year', '=', year)
    .where('judgment_number', '=', number)
    .execute();
  await db
    .deleteFrom('constitution_article_judgments')
    .where('judgment_year', '=', year)
    .where('judgment_number', '=', number)
    .execute();
  return rows.map((row) => row.article);
}

async function removeById(db: Kysely<DB>, id: number): Promise<void> {
  // Read from its stored texts before they go with the judgment.
  await forgetJudgmentWords(db, id);
  const rowids = TEXT_LANGS.map((lang) => documentBase(lang) + id);
  await db.deleteFrom('search_documents').where('rowid', 'in', rowids).execute();
  await db.deleteFrom('judgments').where('id', '=', id).execute();
}

/**
 * Puts a judgment in the public tables, in place of what they held for its number: its rows, the norms and the
 * jurisdiction it names, its search documents and words (src/search/vocabulary.ts) and its place in the table
 * of the articles of the Constitution.
 * It keeps its id when it was there already (the search documents are keyed by it); a new one takes the next.
 */
export async function storeJudgment(db: Kysely<DB>, judgment: Judgment): Promise<void> {
  const existing = await db
    .selectFrom('judgments')
    .select('id')
    .where('year', '=', judgment.year)
    .where('number', '=', judgment.number)
    .executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    await removeById(db, id);
  } else {
    const last = await db
      .selectFrom('judgments')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    id = Number(last?.id ?? 0) + 1;
  }
  const formerArticles = await removeFromArticles(db, judgment.year, judgment.number);

  if (judgment.jurisdictionAQuo) await saveJurisdiction(db, judgment.jurisdictionAQuo);
  const rows = emptyRows();
  const norms = new Map<string, NormReference>();
  judgmentRows(judgment, id, rows, norms);
  await saveNorms(db, norms.values());
  for (const table of JUDGMENT_TABLES) await insertRows(db, table, rows[table]);
  await insertRows(db, 'search_documents', judgmentDocuments(id, judgment));
  const words = judgmentWords(judgmentTexts(judgment));
  if (words.length > 0) await countWords(db, words, 1);

  const applied = constitutionArticlesOf(judgment);
  const known =
    applied.length === 0
      ? []
      : await db.selectFrom('constitution_articles').select('article').where('article', 'in', applied).execute();
  await insertRows(
    db,
    'constitution_article_judgments',
    known.map((row) => ({ article: row.article, judgment_year: judgment.year, judgment_number: judgment.number })),
  );
  await recountArticles(db, [...new Set([...formerArticles, ...known.map((row) => row.article)])]);
}

/** Takes a judgment out of the public tables and the search index; answers whether it was there. */
export async function removeJudgment(db: Kysely<DB>, year: number, number: number): Promise<boolean> {
  const existing = await db
    .selectFrom('judgments')
    .select('id')
    .where('year', '=', year)
    .where('number', '=', number)
    .executeTakeFirst();
  await recountArticles(db, await removeFromArticles(db, year, number));
  if (!existing) return false;
  await removeById(db, existing.id);
  return true;
}
