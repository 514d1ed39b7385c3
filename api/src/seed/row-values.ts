import type { Insertable } from 'kysely';
import type { DB } from '../db/tables.js';

/** The rows of every table, derived from a corpus without touching the database (pure, so it can be tested). */
export type TableRows = { [T in keyof DB]: Insertable<DB[T]>[] };

/** Texts in several languages and lists are stored as JSON text; flags as 0/1 (better-sqlite3 binds no booleans). */
export const json = (value: unknown): string => JSON.stringify(value ?? null);
export const flag = (value: boolean): number => (value ? 1 : 0);
