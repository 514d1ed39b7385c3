import type { Kysely } from 'kysely';

/**
 * The citizen login: one row per login (what `me` answers and what logout needs), and the messages citizens
 * send to the registry through the form wizard, listed per citizen on the admin page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('pref_language', 'text')
    .addColumn('mail', 'text')
    .addColumn('id_token', 'text', (c) => c.notNull())
    .addColumn('post_logout_uri', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_expires').on('auth_sessions').column('expires_at').execute();

  await db.schema
    .createTable('registry_messages')
    .addColumn('receipt', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('roll_number', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registry_messages_subject')
    .on('registry_messages')
    .columns(['subject', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registry_messages').execute();
  await db.schema.dropTable('auth_sessions').execute();
}
