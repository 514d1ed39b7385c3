import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/engine.js';
import { beforeCommit, lockedTransaction } from '../db/write-lock.js';
import type { DB } from '../db/tables.js';
import { parseJson } from '../domain/localized.js';
import type { JudgmentText } from './documents.js';
import type { TextLang } from './text/analyze.js';
import { judgmentWords, preferredForm, type DocumentWord } from './vocabulary-words.js';

/**
 * The counts of `search_vocabulary` (./vocabulary.ts), kept in the transaction that stores or withdraws a judgment:
 * each word with the number of documents holding it.
 */

/** Rows per statement on SQLite, well under its 32,766 bound parameters (as src/storage/insert-rows.ts). */
const ROWS_PER_STATEMENT = 3_000;

/** A change of a word's count, with the form it was written in. */
interface WordChange extends DocumentWord {
  change: number;
}

/**
 * Changes as rows of a statement: one array parameter per column on PostgreSQL (planning a statement of thousands
 * of parameters costs more than running it), rows of parameters on SQLite.
 */
function changeRows(db: Kysely<DB>, changes: WordChange[]): RawBuilder<unknown> {
  if (isPostgres(db)) {
    const column = (key: 'lang' | 'word' | 'form') => sql`cast(${changes.map((c) => c[key])} as text[])`;
    return sql`select * from unnest(${column('lang')}, ${column('word')}, ${column('form')},
      cast(${changes.map((c) => c.change)} as integer[])) as w(lang, word, form, change)`;
  }
  return sql`select column1 as lang, column2 as word, column3 as form, column4 as change from (values ${sql.join(
    changes.map((c) => sql`(${c.lang}, ${c.word}, ${c.form}, ${c.change})`),
  )})`;
}

/** Writes changes of counts, each word once: added and counted up, or counted down and removed at 0. */
async function writeChanges(db: Kysely<DB>, changes: WordChange[]): Promise<void> {
  const size = isPostgres(db) ? 20_000 : ROWS_PER_STATEMENT;
  const up = changes.filter((c) => c.change > 0);
  const down = changes.filter((c) => c.change < 0);
  for (let start = 0; start < up.length; start += size) {
    // Byte order on both engines (SQLite compares bytes; the column has the C collation on PostgreSQL). SQLite
    // needs a WHERE to read ON CONFLICT after a SELECT.
    await sql`insert into search_vocabulary (lang, word, form, documents)
      select lang, word, form, change from (${changeRows(db, up.slice(start, start + size))}) as w where true
      on conflict (lang, word) do update set documents = search_vocabulary.documents + excluded.documents,
      form = case when excluded.form > search_vocabulary.form then excluded.form else search_vocabulary.form end`.execute(
      db,
    );
  }
  for (let start = 0; start < down.length; start += size) {
    const rows = changeRows(db, down.slice(start, start + size));
    await sql`update search_vocabulary set documents = documents + (select w.change from (${rows}) as w
        where w.lang = search_vocabulary.lang and w.word = search_vocabulary.word)
      where (lang, word) in (select lang, word from (${rows}) as w)`.execute(db);
  }
  if (down.length > 0) await sql`delete from search_vocabulary where documents <= 0`.execute(db);
}

/** The changes not yet written, per transaction under the content's lock. */
const unwritten = new WeakMap<object, Map<string, WordChange>>();

/**
 * Counts a judgment's words in (or, with `-1`, out of) the vocabulary. Under the content's lock (publishing,
 * imports) the changes of the whole transaction are summed and written once before it commits, each word once:
 * a batch of judgments sharing common words would otherwise rewrite their rows once per judgment.
 */
export async function countWords(db: Kysely<DB>, words: DocumentWord[], sign: 1 | -1): Promise<void> {
  const transaction = lockedTransaction(db);
  if (!transaction)
    return writeChanges(
      db,
      words.map((w) => ({ ...w, change: sign })),
    );
  let changes = unwritten.get(transaction);
  if (!changes) {
    const fresh = new Map<string, WordChange>();
    unwritten.set(transaction, fresh);
    beforeCommit(db, () =>
      writeChanges(
        db,
        [...fresh.values()].filter((c) => c.change !== 0),
      ),
    );
    changes = fresh;
  }
  for (const w of words) {
    const key = `${w.lang} ${w.word}`;
    const known = changes.get(key);
    if (known) {
      known.change += sign;
      known.form = preferredForm(known.form, w.form);
    } else changes.set(key, { ...w, change: sign });
  }
}

/** Takes the words of a judgment's stored texts out of the vocabulary, before the judgment is removed. */
export async function forgetJudgmentWords(db: Kysely<DB>, judgmentId: number): Promise<void> {
  const [texts, paragraphs] = await Promise.all([
    db
      .selectFrom('judgment_texts')
      .select(['lang', 'headnote', 'summary', 'keywords'])
      .where('judgment_id', '=', judgmentId)
      .execute(),
    db
      .selectFrom('judgment_paragraphs')
      .select(['lang', 'text'])
      .where('judgment_id', '=', judgmentId)
      .orderBy('lang')
      .orderBy('position')
      .execute(),
  ]);
  const byLang = new Map<string, JudgmentText & { paragraphs: string[] }>();
  const of = (lang: string) => {
    let text = byLang.get(lang);
    if (!text) {
      text = { headnote: '', keywords: [], summary: '', paragraphs: [] };
      byLang.set(lang, text);
    }
    return text;
  };
  for (const row of texts) {
    const text = of(row.lang);
    text.headnote = row.headnote ?? '';
    text.summary = row.summary ?? '';
    text.keywords = parseJson<string[]>(row.keywords, []);
  }
  for (const row of paragraphs) of(row.lang).paragraphs.push(row.text);
  const words = judgmentWords([...byLang].map(([lang, text]) => ({ lang: lang as TextLang, text })));
  if (words.length > 0) await countWords(db, words, -1);
}
