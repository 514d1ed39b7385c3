import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { TableRows } from './row-values.js';

/** Bound parameters per statement, well under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 16_000;

/** Inserts rows of one table in statements as large as the engines allow. */
export async function insertRows<T extends keyof DB>(db: Kysely<DB>, table: T, rows: TableRows[T]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const perRow = Object.keys(first).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let start = 0; start < rows.length; start += chunk) {
    // Kysely cannot narrow a generic table name to its row type; the rows were typed per table by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as never)
      .execute();
  }
}
