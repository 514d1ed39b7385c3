import { sql, type Kysely } from 'kysely';
import type { Localized } from '../../domain/model.js';
import { parseJson } from '../../domain/localized.js';
import { pendingCaseDocuments } from '../../search/documents.js';
import { isPostgres } from '../engine.js';

/**
 * Faster text searches (src/search/document-index.ts).
 *
 * PostgreSQL: the judgments' documents get one tsvector per column, each with its own GIN index, instead of one
 * vector of both: the GIN indexes then answer which documents hold a word without the server reading the vectors,
 * and ranking reads only the short vector of the headnote, keywords and summary, not the long one of the full
 * text. `fastupdate` is off: the index is written at seeding, and a pending list would only slow the searches.
 *
 * Both engines: an index of the pending cases (stems of the subject and of the questions per language), so their
 * search no longer reads and stems the whole docket per request. Filled here from the cases already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table search_documents drop column tsv`.execute(db);
    await sql`alter table search_documents
      add column meta_tsv tsvector generated always as (to_tsvector('simple'::regconfig, meta)) stored,
      add column body_tsv tsvector generated always as (to_tsvector('simple'::regconfig, body)) stored`.execute(db);
    await sql`create index search_documents_meta_tsv_idx on search_documents
      using gin (meta_tsv) with (fastupdate = off)`.execute(db);
    await sql`create index search_documents_body_tsv_idx on search_documents
      using gin (body_tsv) with (fastupdate = off)`.execute(db);

    await sql`create table pending_case_documents (
      rowid bigint primary key,
      subject text not null,
      questions text not null,
      subject_tsv tsvector generated always as (to_tsvector('simple'::regconfig, subject)) stored,
      questions_tsv tsvector generated always as (to_tsvector('simple'::regconfig, questions)) stored
    )`.execute(db);
    await sql`create index pending_case_documents_subject_tsv_idx on pending_case_documents
      using gin (subject_tsv) with (fastupdate = off)`.execute(db);
    await sql`create index pending_case_documents_questions_tsv_idx on pending_case_documents
      using gin (questions_tsv) with (fastupdate = off)`.execute(db);
  } else {
    await sql`create virtual table pending_case_documents using fts5(
      subject, questions, content='', contentless_delete=1, tokenize='ascii'
    )`.execute(db);
  }

  const { rows } = await sql<{ roll_number: string; subject: string; questions: string }>`
    select roll_number, subject, questions from pending_cases`.execute(db);
  for (const row of rows) {
    const documents = pendingCaseDocuments(
      row.roll_number,
      parseJson<Localized>(row.subject, {}),
      parseJson<Localized<string[]>>(row.questions, {}),
    );
    for (const d of documents) {
      await sql`insert into pending_case_documents (rowid, subject, questions)
        values (${d.rowid}, ${d.subject}, ${d.questions})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pending_case_documents`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table search_documents drop column meta_tsv, drop column body_tsv`.execute(db);
    await sql`alter table search_documents add column tsv tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, meta), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'B')
    ) stored`.execute(db);
    await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
  }
}
