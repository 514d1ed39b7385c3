import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ConstitutionArticle } from '../domain/model.js';
import { CONSTITUTION_NORM_ID } from '../domain/references.js';
import { insertRows } from './insert-rows.js';
import { json } from './row-values.js';

/** The article as its writer gives it; the judgments applying it come from the judgments themselves. */
export type ConstitutionArticleText = Omit<ConstitutionArticle, 'judgments'>;

const SUFFIXES = ['', 'bis', 'ter', 'quater'];

function numbering(article: string): [number, number] {
  const [, number = '0', suffix = ''] = /^(\d+)(.*)$/.exec(article) ?? [];
  const rank = SUFFIXES.indexOf(suffix);
  return [Number(number), rank === -1 ? SUFFIXES.length : rank];
}

/** Article numbers in the order of the Constitution: 22, 22bis, 23, 100. */
function constitutionOrder(a: string, b: string): number {
  const [numberA, suffixA] = numbering(a);
  const [numberB, suffixB] = numbering(b);
  return numberA - numberB || suffixA - suffixB || a.localeCompare(b);
}

/** Numbers the articles' positions from 0 in the order of the Constitution, which the table is read in. */
async function placeArticles(db: Kysely<DB>): Promise<void> {
  const rows = await db.selectFrom('constitution_articles').select(['article', 'position']).execute();
  rows.sort((a, b) => constitutionOrder(a.article, b.article));
  for (const [position, row] of rows.entries()) {
    if (row.position === position) continue;
    await db.updateTable('constitution_articles').set({ position }).where('article', '=', row.article).execute();
  }
}

/**
 * Puts an article in the table of the articles of the Constitution, in place of what it held, with the judgments
 * already published whose norms of reference name it (a judgment published later links itself: storeJudgment).
 */
export async function storeConstitutionArticle(db: Kysely<DB>, article: ConstitutionArticleText): Promise<void> {
  await deleteArticleRows(db, article.article);
  const applying = await db
    .selectFrom('judgment_norm_articles as a')
    .innerJoin('judgments as j', 'j.id', 'a.judgment_id')
    .select(['j.year', 'j.number'])
    .distinct()
    .where('a.norm_id', '=', CONSTITUTION_NORM_ID)
    .where('a.role', '=', 'reference')
    .where('a.article', '=', article.article)
    .execute();
  await db
    .insertInto('constitution_articles')
    .values({
      article: article.article,
      // Its place among the others is set below.
      position: 0,
      title: json(article.title),
      text: json(article.text),
      judgment_count: applying.length,
    })
    .execute();
  await insertRows(
    db,
    'constitution_article_judgments',
    applying.map((j) => ({ article: article.article, judgment_year: j.year, judgment_number: j.number })),
  );
  await placeArticles(db);
}

/** The article and its links to the judgments applying it. */
async function deleteArticleRows(db: Kysely<DB>, article: string): Promise<void> {
  await db.deleteFrom('constitution_article_judgments').where('article', '=', article).execute();
  await db.deleteFrom('constitution_articles').where('article', '=', article).execute();
}

export async function removeConstitutionArticle(db: Kysely<DB>, article: string): Promise<void> {
  await deleteArticleRows(db, article);
  await placeArticles(db);
}
