import { sql, type Kysely } from 'kysely';
import type { Localized } from '../../domain/model.js';
import { parseJson } from '../../domain/localized.js';
import {
  judgmentDocument,
  TEXT_LANGS,
  pendingCaseDocuments,
  type JudgmentText,
  type PendingCaseDocumentRow,
  type SearchDocumentRow,
} from '../../search/documents.js';
import type { TextLang } from '../../search/text/analyze.js';
import { isPostgres } from '../engine.js';

/**
 * Dutch and German compounds in the search indexes (src/search/compounds.ts): every document is written again
 * from the stored judgments and pending cases, each compound now followed by its parts. Same tables, same
 * columns: only their content changes, on both engines (on PostgreSQL the vectors are generated from it and the
 * trigger of migration 0008 writes the chunks again).
 */

/** Judgments read and written at a time: their texts in memory stay small, and the statements few. */
const BATCH = 100;

async function insertDocuments(
  db: Kysely<unknown>,
  table: 'search_documents' | 'pending_case_documents',
  rows: (SearchDocumentRow | PendingCaseDocumentRow)[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(
    rows.map((row) => sql`(${sql.join(columns.map((c) => row[c as keyof typeof row]))})`),
  )}`.execute(db);
}

/** Empties a search table: FTS5 tables without content take the `delete-all` command. */
async function empty(db: Kysely<unknown>, table: 'search_documents' | 'pending_case_documents'): Promise<void> {
  if (isPostgres(db)) await sql`truncate ${sql.table(table)} cascade`.execute(db);
  else await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('delete-all')`.execute(db);
}

async function reindexJudgments(db: Kysely<unknown>): Promise<void> {
  await empty(db, 'search_documents');
  const { rows: ids } = await sql<{ id: number }>`select id from judgments order by id`.execute(db);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH).map((r) => Number(r.id));
    const [first, last] = [batch[0]!, batch[batch.length - 1]!];
    const [texts, paragraphs] = await Promise.all([
      sql<{ judgment_id: number; lang: string; headnote: string | null; summary: string | null; keywords: string }>`
        select judgment_id, lang, headnote, summary, keywords from judgment_texts
        where judgment_id between ${first} and ${last}`.execute(db),
      sql<{ judgment_id: number; lang: string; text: string }>`
        select judgment_id, lang, text from judgment_paragraphs
        where judgment_id between ${first} and ${last} order by judgment_id, lang, position`.execute(db),
    ]);
    const documents = new Map<string, { id: number; lang: TextLang; text: JudgmentText }>();
    const of = (id: number, lang: string) => {
      const key = `${id} ${lang}`;
      let document = documents.get(key);
      if (!document) {
        document = {
          id: Number(id),
          lang: lang as TextLang,
          text: { headnote: '', keywords: [], summary: '', paragraphs: [] },
        };
        documents.set(key, document);
      }
      return document;
    };
    for (const row of texts.rows) {
      const { text } = of(row.judgment_id, row.lang);
      text.headnote = row.headnote ?? '';
      text.summary = row.summary ?? '';
      text.keywords = parseJson<string[]>(row.keywords, []);
    }
    for (const row of paragraphs.rows) (of(row.judgment_id, row.lang).text.paragraphs as string[]).push(row.text);
    const rows = [...documents.values()].flatMap(({ id, lang, text }) => {
      const document = TEXT_LANGS.includes(lang) ? judgmentDocument(id, lang, text) : undefined;
      return document ? [document] : [];
    });
    await insertDocuments(db, 'search_documents', rows);
  }
}

async function reindexPendingCases(db: Kysely<unknown>): Promise<void> {
  await empty(db, 'pending_case_documents');
  const { rows } = await sql<{ roll_number: string; subject: string; questions: string }>`
    select roll_number, subject, questions from pending_cases`.execute(db);
  const documents = rows.flatMap((row) =>
    pendingCaseDocuments(
      row.roll_number,
      parseJson<Localized>(row.subject, {}),
      parseJson<Localized<string[]>>(row.questions, {}),
    ),
  );
  for (let start = 0; start < documents.length; start += BATCH)
    await insertDocuments(db, 'pending_case_documents', documents.slice(start, start + BATCH));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await reindexJudgments(db);
  await reindexPendingCases(db);
}

/** The parts stay in the index: a search without compounds finds what it found, and a few more documents. */
export async function down(): Promise<void> {}
