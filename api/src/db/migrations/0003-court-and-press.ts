import type { Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/** Members, press releases, publications, job offers, newsletter subscriptions, other documents, seed metadata. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('language_group', 'text')
    .addColumn('term_start', 'text', (c) => c.notNull())
    .addColumn('term_end', 'text')
    .addColumn('died', 'text')
    .addColumn('photo_path', 'text')
    .addColumn('biography', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('press_releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('judgment_year', 'integer')
    .addColumn('judgment_number', 'integer')
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('press_releases_type_archived_date_idx')
    .on('press_releases')
    .columns(['media_type', 'archived', 'date'])
    .execute();
  await db.schema.createIndex('press_releases_date_idx').on('press_releases').columns(['archived', 'date']).execute();

  await db.schema
    .createTable('publications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publications_kind_date_idx').on('publications').columns(['kind', 'date']).execute();

  await db.schema
    .createTable('job_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_offers_deadline_idx').on('job_offers').column('deadline').execute();

  // The one table written by visitors needs a generated key, and the two engines spell that differently.
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('roll_number', 'text')
    .addColumn('letter_language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_email_idx')
    .on('newsletter_subscriptions')
    .column('email')
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text')
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'meta',
    'documents',
    'newsletter_subscriptions',
    'job_offers',
    'publications',
    'press_releases',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
