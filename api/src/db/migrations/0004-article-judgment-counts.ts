import { sql, type Kysely } from 'kysely';

/**
 * The number of judgments applying each article of the Constitution, kept with the article: counting
 * thousands of references for articles 10 and 11 on every request of the table cost more than the rest of it.
 * Seeding writes it; the statement below fills it for a database seeded before this column existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('constitution_articles')
    .addColumn('judgment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update constitution_articles set judgment_count = (
    select count(*) from constitution_article_judgments caj where caj.article = constitution_articles.article
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('constitution_articles').dropColumn('judgment_count').execute();
}
