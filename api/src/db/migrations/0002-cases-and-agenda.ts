import type { Kysely } from 'kysely';

/** Pending cases, the agenda, the case lookup table, articles of the Constitution and referrals to the CJEU. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_cases')
    .addColumn('roll_number', 'text', (c) => c.primaryKey())
    .addColumn('receipt_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('referral_date', 'text')
    .addColumn('jurisdiction_id', 'text', (c) => c.references('jurisdictions.id'))
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('joined_cases', 'text', (c) => c.notNull())
    .addColumn('processing_language', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .addColumn('judgment_year', 'integer')
    .addColumn('judgment_number', 'integer')
    .execute();
  await db.schema
    .createIndex('pending_cases_archived_receipt_idx')
    .on('pending_cases')
    .columns(['archived', 'receipt_date'])
    .execute();
  await db.schema.createIndex('pending_cases_type_idx').on('pending_cases').columns(['type', 'archived']).execute();

  for (const [table, rollTable] of [
    ['public_hearings', 'hearing_roll_numbers'],
    ['upcoming_decisions', 'decision_roll_numbers'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_starts_at_idx`).on(table).column('starts_at').execute();
    await db.schema
      .createTable(rollTable)
      .addColumn('item_id', 'text', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('roll_number', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${rollTable}_pk`, ['item_id', 'roll_number'])
      .execute();
    await db.schema.createIndex(`${rollTable}_roll_idx`).on(rollTable).column('roll_number').execute();
  }

  await db.schema
    .createTable('case_lookup')
    .addColumn('id_role', 'text', (c) => c.primaryKey())
    .addColumn('current', 'integer', (c) => c.notNull())
    .addColumn('encinz_nl', 'text', (c) => c.notNull())
    .addColumn('encinz_fr', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('constitution_articles')
    .addColumn('article', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('constitution_articles_position_idx')
    .on('constitution_articles')
    .column('position')
    .execute();
  await db.schema
    .createTable('constitution_article_judgments')
    .addColumn('article', 'text', (c) => c.notNull().references('constitution_articles.article').onDelete('cascade'))
    .addColumn('judgment_year', 'integer', (c) => c.notNull())
    .addColumn('judgment_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('constitution_article_judgments_pk', ['article', 'judgment_year', 'judgment_number'])
    .execute();

  await db.schema
    .createTable('cjeu_referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('judgment_year', 'integer', (c) => c.notNull())
    .addColumn('judgment_number', 'integer', (c) => c.notNull())
    .addColumn('cjeu_case_number', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('oj_url', 'text')
    .addColumn('oj_date', 'text')
    .addColumn('ag_status', 'text', (c) => c.notNull())
    .addColumn('ag_url', 'text')
    .addColumn('ag_date', 'text')
    .addColumn('cjeu_status', 'text', (c) => c.notNull())
    .addColumn('cjeu_url', 'text')
    .addColumn('cjeu_date', 'text')
    .addColumn('cjeu_ecli', 'text')
    .addColumn('follow_up_year', 'integer')
    .addColumn('follow_up_number', 'integer')
    .execute();
  await db.schema
    .createIndex('cjeu_referrals_judgment_idx')
    .on('cjeu_referrals')
    .columns(['judgment_year', 'judgment_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cjeu_referrals',
    'constitution_article_judgments',
    'constitution_articles',
    'case_lookup',
    'decision_roll_numbers',
    'upcoming_decisions',
    'hearing_roll_numbers',
    'public_hearings',
    'pending_cases',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
