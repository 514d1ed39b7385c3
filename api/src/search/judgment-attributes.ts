import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { parseJson } from '../domain/localized.js';
import { fold } from './text/analyze.js';

/**
 * The few attributes of every judgment that the searches filter, count and sort on, kept in memory: a search then
 * asks the database only which judgments match (ids, and scores for text), and the filters, facets, order and
 * page of thousands of hits cost a millisecond instead of reading thousands of rows per request. A few hundred
 * bytes per judgment. The store reloads when the database was seeded again (the `meta` rows change), which is the
 * only way judgments change.
 */

export interface JudgmentAttributes {
  id: number;
  year: number;
  number: number;
  date: string;
  type: string;
  applicantType: string;
  area: string | null;
  jurisdictionId: string | null;
  referralDate: string | null;
  officialJournalDate: string | null;
  /** Folded (lower case, no accents) for matching a part of the name. */
  applicant: string;
  /** Topic and sub-topic ids. */
  classification: string[];
  /**
   * Position in the newest-first order (0 the newest: by date, then year, then number), so that sorting thousands
   * of hits by date compares integers.
   */
  recency: number;
}

export interface Snapshot {
  version: string;
  all: JudgmentAttributes[];
  byId: Map<number, JudgmentAttributes>;
  /** Per language, the position of each judgment in the A to Z order of the headnotes (computed on first use). */
  alphabetical: Map<Locale, Promise<Map<number, number>>>;
}

export class JudgmentAttributeStore {
  private cached: { version: string; snapshot: Promise<Snapshot> } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  private async version(): Promise<string> {
    const rows = await this.db.selectFrom('meta').select(['key', 'value']).orderBy('key').execute();
    return JSON.stringify(rows);
  }

  private async load(version: string): Promise<Snapshot> {
    const rows = await this.db
      .selectFrom('judgments as j')
      .leftJoin('jurisdictions as jur', 'jur.id', 'j.jurisdiction_id')
      .select([
        'j.id',
        'j.year',
        'j.number',
        'j.date',
        'j.type',
        'j.applicant_type',
        'jur.area',
        'j.jurisdiction_id',
        'j.referral_date',
        'j.official_journal_date',
        'j.applicant',
        'j.classification',
      ])
      .execute();
    const all = rows.map((r): JudgmentAttributes => ({
      id: r.id,
      year: r.year,
      number: r.number,
      date: r.date,
      type: r.type,
      applicantType: r.applicant_type,
      area: r.area,
      jurisdictionId: r.jurisdiction_id,
      referralDate: r.referral_date,
      officialJournalDate: r.official_journal_date,
      applicant: fold(r.applicant),
      classification: parseJson<string[]>(r.classification, []),
      recency: 0,
    }));
    [...all]
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.year - a.year || b.number - a.number)
      .forEach((judgment, position) => {
        judgment.recency = position;
      });
    return { version, all, byId: new Map(all.map((a) => [a.id, a])), alphabetical: new Map() };
  }

  /** The attributes as of the database's current content. */
  async current(): Promise<Snapshot> {
    const version = await this.version();
    if (this.cached?.version !== version) {
      const snapshot = this.load(version);
      this.cached = { version, snapshot };
      // A failed load is tried again by the next search rather than remembered.
      snapshot.catch(() => {
        if (this.cached?.snapshot === snapshot) this.cached = undefined;
      });
    }
    return this.cached.snapshot;
  }

  /** Rank of each judgment by headnote in `lang`, A to Z; judgments without one are not ranked. */
  async alphabetical(snapshot: Snapshot, lang: Locale): Promise<Map<number, number>> {
    let ranks = snapshot.alphabetical.get(lang);
    if (!ranks) {
      ranks = this.db
        .selectFrom('judgment_texts')
        .select(['judgment_id', 'headnote'])
        .where('lang', '=', lang)
        .where('headnote', 'is not', null)
        .execute()
        .then((rows) => {
          const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
          rows.sort((a, b) => collator.compare(a.headnote ?? '', b.headnote ?? ''));
          return new Map(rows.map((r, index) => [r.judgment_id, index]));
        });
      snapshot.alphabetical.set(lang, ranks);
    }
    return ranks;
  }
}
