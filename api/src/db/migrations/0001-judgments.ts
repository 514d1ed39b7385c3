import type { Kysely } from 'kysely';

/** Judgments, their texts per language, numbered paragraphs, roll numbers, citations and the norms they concern. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jurisdictions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('judgments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('ecli', 'text', (c) => c.notNull().unique())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('applicant', 'text', (c) => c.notNull())
    .addColumn('applicant_type', 'text', (c) => c.notNull())
    .addColumn('jurisdiction_id', 'text', (c) => c.references('jurisdictions.id'))
    .addColumn('referral_date', 'text')
    .addColumn('official_journal_date', 'text')
    .addColumn('registrar', 'text', (c) => c.notNull())
    .addColumn('judges', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull())
    .addUniqueConstraint('judgments_year_number_unique', ['year', 'number'])
    .execute();
  // The year list sorts newest first inside a year; the other filters are for search and feeds.
  await db.schema.createIndex('judgments_year_date_idx').on('judgments').columns(['year', 'date', 'number']).execute();
  await db.schema.createIndex('judgments_date_idx').on('judgments').columns(['date', 'number']).execute();
  await db.schema.createIndex('judgments_type_idx').on('judgments').column('type').execute();
  await db.schema.createIndex('judgments_outcome_idx').on('judgments').column('outcome').execute();
  await db.schema.createIndex('judgments_applicant_type_idx').on('judgments').column('applicant_type').execute();
  await db.schema.createIndex('judgments_jurisdiction_idx').on('judgments').column('jurisdiction_id').execute();

  await db.schema
    .createTable('judgment_texts')
    .addColumn('judgment_id', 'integer', (c) => c.notNull().references('judgments.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('headnote', 'text')
    .addColumn('summary', 'text')
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('judgment_texts_pk', ['judgment_id', 'lang'])
    .execute();

  await db.schema
    .createTable('judgment_paragraphs')
    .addColumn('judgment_id', 'integer', (c) => c.notNull().references('judgments.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('para_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('judgment_paragraphs_pk', ['judgment_id', 'lang', 'position'])
    .execute();

  await db.schema
    .createTable('judgment_roll_numbers')
    .addColumn('judgment_id', 'integer', (c) => c.notNull().references('judgments.id').onDelete('cascade'))
    .addColumn('roll_number', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('judgment_roll_numbers_pk', ['judgment_id', 'roll_number'])
    .execute();
  await db.schema
    .createIndex('judgment_roll_numbers_roll_idx')
    .on('judgment_roll_numbers')
    .column('roll_number')
    .execute();

  // Cited judgments are not foreign keys: a judgment may cite one older than the stored corpus.
  await db.schema
    .createTable('judgment_citations')
    .addColumn('judgment_id', 'integer', (c) => c.notNull().references('judgments.id').onDelete('cascade'))
    .addColumn('cited_year', 'integer', (c) => c.notNull())
    .addColumn('cited_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('judgment_citations_pk', ['judgment_id', 'cited_year', 'cited_number'])
    .execute();
  await db.schema
    .createIndex('judgment_citations_cited_idx')
    .on('judgment_citations')
    .columns(['cited_year', 'cited_number'])
    .execute();

  await db.schema
    .createTable('norms')
    .addColumn('norm_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text')
    .execute();

  await db.schema
    .createTable('judgment_norm_articles')
    .addColumn('judgment_id', 'integer', (c) => c.notNull().references('judgments.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('norm_position', 'integer', (c) => c.notNull())
    .addColumn('norm_id', 'text', (c) => c.notNull().references('norms.norm_id'))
    .addColumn('article_position', 'integer', (c) => c.notNull())
    .addColumn('article', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('judgment_norm_articles_pk', ['judgment_id', 'role', 'norm_position', 'article_position'])
    .execute();
  await db.schema
    .createIndex('judgment_norm_articles_norm_idx')
    .on('judgment_norm_articles')
    .columns(['norm_id', 'article', 'role'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'judgment_norm_articles',
    'norms',
    'judgment_citations',
    'judgment_roll_numbers',
    'judgment_paragraphs',
    'judgment_texts',
    'judgments',
    'jurisdictions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
