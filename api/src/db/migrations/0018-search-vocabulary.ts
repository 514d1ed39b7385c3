import { sql, type Kysely } from 'kysely';
import { parseJson } from '../../domain/localized.js';
import { TEXT_LANGS, type JudgmentText } from '../../search/documents.js';
import type { TextLang } from '../../search/text/analyze.js';
import { vocabularyRows } from '../../search/vocabulary-words.js';
import { isPostgres } from '../engine.js';

/**
 * The search's vocabulary (src/search/vocabulary.ts): per text language, each word the judgments hold, the form
 * it is written in and the number of judgments holding it, for the spelling suggestions of a search that finds
 * nothing. Filled here from the stored judgments; kept up to date by src/storage/judgment-store.ts. The form
 * compares in byte order on both engines (the C collation on PostgreSQL).
 */

/** Judgments read at a time, so their texts in memory stay small. */
const BATCH = 200;
const ROWS_PER_INSERT = 3_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const collation = isPostgres(db) ? sql` collate "C"` : sql``;
  await sql`create table search_vocabulary (
    lang text not null,
    word text not null,
    form text${collation} not null,
    documents integer not null,
    primary key (lang, word)
  )`.execute(db);

  const counts = new Map<string, { lang: string; word: string; form: string; documents: number }>();
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
    const documents = new Map<string, { lang: TextLang; text: JudgmentText & { paragraphs: string[] } }>();
    const of = (id: number, lang: string) => {
      const key = `${id} ${lang}`;
      let document = documents.get(key);
      if (!document) {
        document = { lang: lang as TextLang, text: { headnote: '', keywords: [], summary: '', paragraphs: [] } };
        documents.set(key, document);
      }
      return document.text;
    };
    for (const row of texts.rows) {
      const text = of(row.judgment_id, row.lang);
      text.headnote = row.headnote ?? '';
      text.summary = row.summary ?? '';
      text.keywords = parseJson<string[]>(row.keywords, []);
    }
    for (const row of paragraphs.rows) of(row.judgment_id, row.lang).paragraphs.push(row.text);
    const inLanguages = [...documents.values()].filter((d) => TEXT_LANGS.includes(d.lang));
    for (const row of vocabularyRows(inLanguages)) {
      const key = `${row.lang} ${row.word}`;
      const known = counts.get(key);
      if (!known) counts.set(key, row);
      else {
        known.documents += row.documents;
        if (row.form > known.form) known.form = row.form;
      }
    }
  }
  const rows = [...counts.values()];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await sql`insert into search_vocabulary (lang, word, form, documents) values ${sql.join(
      rows
        .slice(start, start + ROWS_PER_INSERT)
        .map((row) => sql`(${row.lang}, ${row.word}, ${row.form}, ${row.documents})`),
    )}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table search_vocabulary`.execute(db);
}
