import { sql, type Kysely } from 'kysely';
import type { Database } from './engine.js';
import type { DB } from './tables.js';

/**
 * After a large load on PostgreSQL: statistics of the new content at once, not when autovacuum gets to it (the
 * planner picks the indexes by them), and the rows that GIN indexes only listed while inserting go into the
 * indexes proper, where a search finds them without scanning the list. SQLite needs neither.
 */
export async function refreshAfterLoad(database: Database, db: Kysely<DB> = database.db): Promise<void> {
  if (database.engine !== 'postgres') return;
  // Only this schema's tables: other schemas of the database (other tests, other sites) are not ours to analyse.
  await sql`do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = current_schema() loop
        execute format('analyze %I', t.tablename);
      end loop;
    end $$`.execute(db);
  await sql`select gin_clean_pending_list(i.indexrelid) from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`.execute(db);
}
