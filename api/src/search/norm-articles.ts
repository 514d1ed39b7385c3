import { sql, type RawBuilder } from 'kysely';

/**
 * Which articles of a norm a search names, on `judgment_norm_articles a`: exactly the one typed, or it and its
 * numbered variants, so that 10 finds 10, 10bis and 10/1, but not 100.
 */
export function articleCondition(article: string | undefined, exact = false): RawBuilder<unknown> {
  if (!article) return sql`1 = 1`;
  if (exact) return sql`a.article = ${article}`;
  return sql`(a.article = ${article} or (a.article like ${`${article}%`}
    and substr(a.article, ${article.length + 1}, 1) not between '0' and '9'))`;
}
