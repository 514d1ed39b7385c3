import { sql, type Kysely } from 'kysely';
import type { Localized } from '../../domain/model.js';
import { parseJson } from '../../domain/localized.js';
import { BODY_CHUNK_OVERLAP, BODY_CHUNK_WORDS, pendingCaseDocuments } from '../../search/documents.js';
import { isPostgres } from '../engine.js';

/**
 * Faster text searches (src/search/document-index.ts).
 *
 * PostgreSQL: the judgments' documents get one tsvector per column instead of one vector of both, and the full
 * text also as overlapping chunks (search_body_chunks, filled by a trigger on every insert): the GIN indexes of
 * the headnote's vector and of the chunks answer which documents hold a word without the server reading the
 * vectors, a phrase is checked on the few small chunks holding its words, and ranking reads only the short vector
 * of the headnote, keywords and summary. The long vector of the whole text stays, unindexed, for the rare phrase
 * longer than a chunk's overlap. The GIN indexes keep `fastupdate`, which makes seeding fast; seeding then
 * merges their pending lists (src/seed/insert.ts), so that searches do not scan them.
 *
 * Both engines: an index of the pending cases (stems of the subject and of the questions per language), so their
 * search no longer reads and stems the whole docket per request. Filled here from the cases already stored.
 */
/** The chunks of the full text of the documents in `source` (see BODY_CHUNK_WORDS), as SQL without parameters. */
function chunksOf(source: 'inserted' | 'search_documents') {
  const step = sql.lit(BODY_CHUNK_WORDS);
  const size = sql.lit(BODY_CHUNK_WORDS + BODY_CHUNK_OVERLAP);
  return sql`select d.rowid, c.n, to_tsvector('simple'::regconfig,
      array_to_string(w.words[c.n * ${step} + 1 : c.n * ${step} + ${size}], ' '))
    from ${sql.table(source)} d
    cross join lateral (select regexp_split_to_array(d.body, ' ') as words) w
    cross join lateral generate_series(0, (cardinality(w.words) - 1) / ${step}) as c(n)`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table search_documents drop column tsv`.execute(db);
    await sql`alter table search_documents
      add column meta_tsv tsvector generated always as (to_tsvector('simple'::regconfig, meta)) stored,
      add column body_tsv tsvector generated always as (to_tsvector('simple'::regconfig, body)) stored`.execute(db);
    await sql`create index search_documents_meta_tsv_idx on search_documents
      using gin (meta_tsv)`.execute(db);
    await sql`create table search_body_chunks (
      rowid bigint not null references search_documents (rowid) on delete cascade,
      chunk integer not null,
      tsv tsvector not null,
      primary key (rowid, chunk)
    )`.execute(db);
    await sql`create index search_body_chunks_tsv_idx on search_body_chunks
      using gin (tsv)`.execute(db);
    await sql`create function search_body_chunks_fill() returns trigger language plpgsql as $$
      begin
        insert into search_body_chunks (rowid, chunk, tsv) ${chunksOf('inserted')};
        return null;
      end $$`.execute(db);
    await sql`create trigger search_body_chunks_fill after insert on search_documents
      referencing new table as inserted for each statement execute function search_body_chunks_fill()`.execute(db);
    await sql`insert into search_body_chunks (rowid, chunk, tsv) ${chunksOf('search_documents')}`.execute(db);

    await sql`create table pending_case_documents (
      rowid bigint primary key,
      subject text not null,
      questions text not null,
      subject_tsv tsvector generated always as (to_tsvector('simple'::regconfig, subject)) stored,
      questions_tsv tsvector generated always as (to_tsvector('simple'::regconfig, questions)) stored
    )`.execute(db);
    await sql`create index pending_case_documents_subject_tsv_idx on pending_case_documents
      using gin (subject_tsv)`.execute(db);
    await sql`create index pending_case_documents_questions_tsv_idx on pending_case_documents
      using gin (questions_tsv)`.execute(db);
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
    await sql`drop trigger search_body_chunks_fill on search_documents`.execute(db);
    await sql`drop function search_body_chunks_fill()`.execute(db);
    await sql`drop table search_body_chunks`.execute(db);
    await sql`alter table search_documents drop column meta_tsv, drop column body_tsv`.execute(db);
    await sql`alter table search_documents add column tsv tsvector generated always as (
      setweight(to_tsvector('simple'::regconfig, meta), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'B')
    ) stored`.execute(db);
    await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
  }
}
