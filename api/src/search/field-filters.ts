import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/tables.js';
import { parseJson } from '../domain/localized.js';
import type { JudgmentAttributeStore, Snapshot } from './judgment-attributes.js';
import { articleCondition } from './norm-articles.js';
import { judgmentNumbersWhere } from './number-lists.js';
import type { FieldNode, TermsNode } from './query/tree.js';
import { stems, words, type TextLang } from './text/analyze.js';

/**
 * The judgments a field filter of the search text names, by id:
 * - `keyword:` a word or phrase within one of the judgment's keywords in the searched language (stems, as the
 *   text search, so `keyword:égalités` finds the keyword « égalité »);
 * - `norm:` a norm reviewed or of reference, by its identifier (`const-1994`, optionally with an article and its
 *   numbered variants: `const-1994:10`), else by words of its title in any language (`norm:grondwet`,
 *   `norm:"loi du 10 janvier 2021"`);
 * - `number:` judgment numbers (`42/2026`, or `42` of any year); `roll:` roll numbers of the cases judged.
 * Keywords and norm titles are read once per version of the database (see JudgmentAttributeStore) and matched
 * here: a few thousand short texts, where asking the database would mean a text index of their own.
 */

type KeywordEntry = { id: number; keywords: string[][] };
type NormEntry = { id: string; titleWords: Set<string>[] };

interface Lists {
  keywords: Map<TextLang, Promise<KeywordEntry[]>>;
  norms?: Promise<NormEntry[]>;
}

/** Whether `phrase` lies in `text` (both stems), its last stem matched as a start when it is a prefix. */
function holds(text: string[], { tokens }: TermsNode): boolean {
  for (let start = 0; start + tokens.length <= text.length; start++) {
    const found = tokens.every(({ stem, prefix }, i) =>
      prefix ? text[start + i]!.startsWith(stem) : text[start + i] === stem,
    );
    if (found) return true;
  }
  return false;
}

export class JudgmentFieldFilters {
  private readonly lists = new WeakMap<Snapshot, Lists>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly attributes: JudgmentAttributeStore,
  ) {}

  async ids(field: FieldNode, lang: TextLang): Promise<number[]> {
    switch (field.field) {
      case 'keyword':
        return (await this.keywords(lang))
          .filter((e) => e.keywords.some((k) => holds(k, field.terms)))
          .map((e) => e.id);
      case 'norm':
        return this.byNorm(field.norm, field.article);
      case 'number':
        return this.select(sql`select j.id from judgments j where ${judgmentNumbersWhere(field.numbers, undefined)}`);
      case 'roll':
        return this.select(sql`select distinct judgment_id as id from judgment_roll_numbers
          where roll_number in (${sql.join(field.rolls)})`);
    }
  }

  private async select(statement: RawBuilder<unknown>): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`${statement}`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  private async listsNow(): Promise<Lists> {
    const snapshot = await this.attributes.current();
    let lists = this.lists.get(snapshot);
    if (!lists) {
      lists = { keywords: new Map() };
      this.lists.set(snapshot, lists);
    }
    return lists;
  }

  private async keywords(lang: TextLang): Promise<KeywordEntry[]> {
    const lists = await this.listsNow();
    let entries = lists.keywords.get(lang);
    if (!entries) {
      entries = this.db
        .selectFrom('judgment_texts')
        .select(['judgment_id', 'keywords'])
        .where('lang', '=', lang)
        .execute()
        .then((rows) =>
          rows.map((r) => ({
            id: r.judgment_id,
            keywords: parseJson<string[]>(r.keywords, []).map((keyword) => stems(keyword, lang)),
          })),
        );
      lists.keywords.set(lang, entries);
    }
    return entries;
  }

  private async norms(): Promise<NormEntry[]> {
    const lists = await this.listsNow();
    lists.norms ??= this.db
      .selectFrom('norms')
      .select(['norm_id', 'title'])
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          id: r.norm_id,
          titleWords: Object.values(parseJson<Record<string, string>>(r.title, {})).map(
            (title) => new Set(words(title)),
          ),
        })),
      );
    return lists.norms;
  }

  private async byNorm(text: string, article: string | undefined): Promise<number[]> {
    const norms = await this.norms();
    const identified = norms.filter((norm) => norm.id.toLowerCase() === text.toLowerCase());
    const typed = words(text);
    const named =
      identified.length > 0
        ? identified
        : norms.filter((norm) => norm.titleWords.some((title) => typed.every((word) => title.has(word))));
    if (named.length === 0 || (identified.length === 0 && typed.length === 0)) return [];
    return this.select(sql`select distinct a.judgment_id as id from judgment_norm_articles a
      where a.norm_id in (${sql.join(named.map((norm) => norm.id))}) and ${articleCondition(article)}`);
  }
}
