import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { JurisdictionArea, Locale, NormReference } from '../domain/model.js';
import { parseLocalized, pick, sortLocales } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import { APPLICANT_TYPES, JURISDICTION_AREAS, PROCEEDING_TYPES } from '@court/contract/vocabularies';
import type {
  ApplicantEntry,
  SearchJurisdiction,
  SearchOption,
  StandardEntry,
  TocNode,
} from '@court/contract/schemas/search';
import { APPLICANT_TYPE_LABELS, JUDGMENT_TYPE_LABELS, JURISDICTION_AREA_LABELS } from './labels.js';
import { fold } from './text/analyze.js';

/** The lists the search forms choose from, each value with the number of judgments that have it. */

const inLang = (text: string | null, lang: Locale): string | null => {
  const localized = parseLocalized(text);
  return pick(localized, lang) ?? pick(localized, sortLocales(Object.keys(localized))[0] ?? lang);
};

const foldedIncludes = (text: string, part: string | undefined) => !part || fold(text).includes(fold(part.trim()));

export class SearchCatalog {
  constructor(private readonly db: Kysely<DB>) {}

  private async countBy(column: 'type' | 'applicant_type'): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('judgments')
      .select([column, (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .execute();
    return new Map(rows.map((r) => [r[column] as string, Number(r.count)]));
  }

  async judgmentTypes(lang: Locale): Promise<SearchOption[]> {
    const counts = await this.countBy('type');
    return PROCEEDING_TYPES.map((v) => ({ value: v, label: JUDGMENT_TYPE_LABELS[v][lang], count: counts.get(v) ?? 0 }));
  }

  async applicantTypes(lang: Locale): Promise<SearchOption[]> {
    const counts = await this.countBy('applicant_type');
    return APPLICANT_TYPES.map((v) => ({ value: v, label: APPLICANT_TYPE_LABELS[v][lang], count: counts.get(v) ?? 0 }));
  }

  async jurisdictionAreas(lang: Locale): Promise<SearchOption[]> {
    const rows = await this.db
      .selectFrom('judgments as j')
      .innerJoin('jurisdictions as jur', 'jur.id', 'j.jurisdiction_id')
      .select(['jur.area', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('jur.area')
      .execute();
    const counts = new Map(rows.map((r) => [r.area, Number(r.count)]));
    return JURISDICTION_AREAS.map((v) => ({
      value: v,
      label: JURISDICTION_AREA_LABELS[v][lang],
      count: counts.get(v) ?? 0,
    }));
  }

  async jurisdictions(lang: Locale, area?: JurisdictionArea, q?: string): Promise<SearchJurisdiction[]> {
    let query = this.db.selectFrom('jurisdictions as jur').select((eb) => [
      'jur.id',
      'jur.name',
      'jur.area',
      eb
        .selectFrom('judgments as j')
        .whereRef('j.jurisdiction_id', '=', 'jur.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('count'),
    ]);
    if (area) query = query.where('jur.area', '=', area);
    const rows = await query.execute();
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    return rows
      .map((r) => ({
        id: r.id,
        label: inLang(r.name, lang) ?? r.id,
        area: r.area as JurisdictionArea,
        count: Number(r.count ?? 0),
      }))
      .filter((r) => foldedIncludes(r.label, q))
      .sort((a, b) => collator.compare(a.label, b.label));
  }

  /** Applicants by name, A to Z; `q` matches the start of any word of the name, accents and case ignored. */
  async applicants(
    lang: Locale,
    q: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<ListPage<ApplicantEntry>> {
    const rows = await this.db
      .selectFrom('judgments')
      .select(['applicant', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('applicant')
      .execute();
    const start = q ? fold(q.trim()) : '';
    const collator = new Intl.Collator(lang, { sensitivity: 'base' });
    const items = rows
      .filter(
        (r) =>
          !start ||
          fold(r.applicant)
            .split(/[^a-z0-9]+/)
            .some((w) => w.startsWith(start)),
      )
      .map((r) => ({ name: r.applicant, count: Number(r.count) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
  }

  /** Norms judgments review (`reviewed`) or refer to (`reference`), most cited first. */
  async standards(
    lang: Locale,
    role: 'reviewed' | 'reference',
    filter: { q?: string; kind?: NormReference['kind'] },
    page: number,
    pageSize: number,
  ): Promise<ListPage<StandardEntry>> {
    let query = this.db
      .selectFrom('norms as n')
      .innerJoin('judgment_norm_articles as a', 'a.norm_id', 'n.norm_id')
      .where('a.role', '=', role)
      .select(['n.norm_id', 'n.kind', 'n.title', 'n.date', sql<number>`count(distinct a.judgment_id)`.as('count')])
      .groupBy(['n.norm_id', 'n.kind', 'n.title', 'n.date']);
    if (filter.kind) query = query.where('n.kind', '=', filter.kind);
    const rows = await query.execute();
    const items = rows
      .map((r) => ({
        normId: r.norm_id,
        kind: r.kind as NormReference['kind'],
        title: inLang(r.title, lang),
        date: r.date,
        count: Number(r.count),
      }))
      .filter((r) => foldedIncludes(r.title ?? r.normId, filter.q))
      .sort((a, b) => b.count - a.count || a.normId.localeCompare(b.normId));
    return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
  }

  /** The classification as a tree, with the number of judgments (their `[topic, sub-topic]`) under each node. */
  async tree(lang: Locale, classifications: string[][]): Promise<TocNode[]> {
    const counts = new Map<string, number>();
    const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [topic, sub] of classifications) {
      if (!topic) continue;
      add(topic);
      if (sub) add(`${topic}/${sub}`);
    }
    const rows = await this.db
      .selectFrom('search_classification')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows
      .filter((r) => r.parent_id === null)
      .map((topic) => ({
        id: topic.id,
        label: inLang(topic.label, lang) ?? topic.id,
        count: counts.get(topic.id) ?? 0,
        children: rows
          .filter((r) => r.parent_id === topic.id)
          .map((child) => ({
            id: child.id,
            label: inLang(child.label, lang) ?? child.id,
            count: counts.get(child.id) ?? 0,
          })),
      }));
  }
}
