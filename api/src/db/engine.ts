import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DB } from './tables.js';

export type Engine = 'sqlite' | 'postgres';

/** The database behind one interface; repositories only see `db`, migrations may ask `engine`. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  close(): Promise<void>;
}

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** True when a Kysely instance talks to PostgreSQL (for the rare migration step the engines spell differently). */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function openDatabase(url: string): Database {
  return engineOf(url) === 'postgres' ? openPostgres(url) : openSqlite(url);
}

function openSqlite(url: string): Database {
  const file = url.slice('sqlite:'.length);
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(inMemory ? ':memory:' : file);
  // WAL lets readers run while a writer works; NORMAL sync is safe with WAL and much faster for seeding.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  return { db, engine: 'sqlite', location: inMemory ? 'sqlite::memory:' : `sqlite:${file}`, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 256;
const CACHEABLE_SQL_LENGTH = 4000;

/**
 * Reuses prepared statements: the same query shape always compiles to the same SQL, and preparing it again
 * on every request costs as much as running it. Large one-off statements (seeding batches) are not kept.
 */
function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Refresh its place so the least recently used statement is the one evicted.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      if (sql.length <= CACHEABLE_SQL_LENGTH) {
        statements.set(sql, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

// PostgreSQL returns bigint (count(*)) as a string; every count here fits a JavaScript number.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): Database {
  // Idle connections are kept (a process may still exit while they idle): a server process that has answered
  // searches has the pages of the indexes mapped, and a new one pays a page fault on every shared buffer it first
  // touches, which made a common phrase's search four times slower on a connection opened for it.
  const pool = new pg.Pool({ connectionString: url, max: 10, types, idleTimeoutMillis: 0, allowExitOnIdle: true });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const location = url.replace(/\/\/[^@/]*@/, '//');
  return { db, engine: 'postgres', location, close: () => db.destroy() };
}
