import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/engine.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { PG_URL, tempDir } from '../helper.js';

describe('migrations', () => {
  it('create every table on SQLite once, and are idempotent', async () => {
    const database = openDatabase(`sqlite:${path.join(tempDir(), 'court.sqlite')}`);
    try {
      const ran = await migrateToLatest(database.db);
      // In name order, each once; the first four are the foundation's, later ones belong to the features.
      expect(ran.slice(0, 4)).toEqual([
        '0001-judgments',
        '0002-cases-and-agenda',
        '0003-court-and-press',
        '0004-article-judgment-counts',
      ]);
      expect(ran).toContain('0007-mailing-outbox');
      expect(ran).toEqual([...new Set(ran)].sort());
      expect(await migrateToLatest(database.db)).toEqual([]);
      const tables = (await database.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'judgments',
          'judgment_paragraphs',
          'pending_cases',
          'members',
          'documents',
          'mailing_outbox',
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it.runIf(PG_URL)(
    'keep their bookkeeping in the schema in use on PostgreSQL, whatever other schemas hold',
    async () => {
      const decoy = `t_decoy_${randomBytes(4).toString('hex')}`;
      const own = `t_own_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        await admin.query(
          `create schema ${decoy}; create table ${decoy}.kysely_migration_lock (id text); create schema ${own}`,
        );
        const database = openDatabase(
          `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${own}`)}`,
        );
        try {
          expect(await migrateToLatest(database.db)).toContain('0007-mailing-outbox');
        } finally {
          await database.close();
        }
        const { rows } = await admin.query(
          `select count(*)::int as n from information_schema.tables where table_schema = $1`,
          [own],
        );
        expect(rows[0].n).toBeGreaterThan(20);
      } finally {
        await admin.query(`drop schema ${decoy} cascade; drop schema ${own} cascade`);
        await admin.end();
      }
    },
  );
});
