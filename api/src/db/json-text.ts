import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './engine.js';

/**
 * A value inside a column of JSON text, as text: a string as itself, an object or an array as its JSON, null when
 * it is absent. Both engines keep JSON as text; SQLite reads it with json_extract, PostgreSQL as jsonb. `path` is
 * the keys from the top, never user input.
 */
export function jsonText<T>(db: Kysely<T>, column: string, path: readonly string[]): RawBuilder<string | null> {
  return isPostgres(db)
    ? sql<string | null>`(${sql.ref(column)}::jsonb #>> ${[...path]}::text[])`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${path.join('.')}`})`;
}
