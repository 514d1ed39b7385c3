import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import { ecliOf } from '../domain/references.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { ConstitutionArticle } from '@court/contract/schemas/constitution';

export interface ArticleFilter {
  lang: Locale;
  article?: string;
  judgmentsPerArticle: number;
  page: number;
  pageSize: number;
  offset: number;
}

/** The table of the articles of the Constitution referred to by the court, in the order of the Constitution. */
export class ConstitutionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async referredArticles(filter: ArticleFilter): Promise<ListPage<ConstitutionArticle>> {
    let query = this.db
      .selectFrom('constitution_articles')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('constitution_article_judgments as caj')
            .select('caj.article')
            .whereRef('caj.article', '=', 'constitution_articles.article'),
        ),
      );
    if (filter.article) query = query.where('constitution_articles.article', '=', filter.article);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query.selectAll().orderBy('position').limit(filter.pageSize).offset(filter.offset).execute(),
    ]);
    const articles = rows.map((r) => r.article);
    const links = await this.latestJudgments(articles, filter.judgmentsPerArticle);
    const items = rows.map((row): ConstitutionArticle => {
      const title = parseLocalized(row.title);
      const text = parseLocalized(row.text);
      return {
        article: row.article,
        title: pick(title, filter.lang),
        text: pick(text, filter.lang),
        textLanguages: languagesOf(title, text),
        judgmentCount: row.judgment_count,
        judgments: links.get(row.article) ?? [],
      };
    });
    return { items, total: Number(count.total), page: filter.page, pageSize: filter.pageSize };
  }

  /**
   * The newest `limit` judgments of each article: one short query per article, each reading the primary key
   * (article, year, number) backwards, rather than ranking every judgment of every article on the page.
   */
  private async latestJudgments(
    articles: string[],
    limit: number,
  ): Promise<Map<string, ConstitutionArticle['judgments']>> {
    const result = new Map<string, ConstitutionArticle['judgments']>();
    if (limit === 0) return result;
    const lists = await Promise.all(
      articles.map((article) =>
        this.db
          .selectFrom('constitution_article_judgments as caj')
          .leftJoin('judgments as j', (join) =>
            join.onRef('j.year', '=', 'caj.judgment_year').onRef('j.number', '=', 'caj.judgment_number'),
          )
          .select(['caj.judgment_year as year', 'caj.judgment_number as number', 'j.ecli', 'j.date'])
          .where('caj.article', '=', article)
          .orderBy('caj.judgment_year', 'desc')
          .orderBy('caj.judgment_number', 'desc')
          .limit(limit)
          .execute(),
      ),
    );
    articles.forEach((article, index) => {
      result.set(
        article,
        (lists[index] ?? []).map((row) => ({
          year: row.year,
          number: row.number,
          ecli: row.ecli ?? ecliOf(row.year, row.number),
          date: row.date ?? null,
        })),
      );
    });
    return result;
  }
}
