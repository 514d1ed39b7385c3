import type { Locale } from '../domain/model.js';
import { APPLICANT_TYPES, JURISDICTION_AREAS, PROCEEDING_TYPES } from '@court/contract/vocabularies';
import type { FacetCount, JudgmentFacets } from '@court/contract/schemas/search';
import type { JudgmentAttributes } from './judgment-attributes.js';
import { APPLICANT_TYPE_LABELS, JUDGMENT_TYPE_LABELS, JURISDICTION_AREA_LABELS } from './labels.js';

/**
 * What every judgment search does once the database has said which judgments match: the date ranges and list
 * filters, the facet counts, the order and the page, on the attributes kept in memory (./judgment-attributes.ts).
 * One pass serves the total, every facet and the page, and both engines order ties the same way.
 */

/** A judgment a search found, with its relevance when the text was scored. */
export type Candidate = JudgmentAttributes;
export type Scores = Map<number, number | null>;

export interface ListFilters {
  judgmentType?: string[];
  applicantType?: string[];
  jurisdictionArea?: string[];
}

/** Date ranges, each open on either side. */
export interface DateFilters {
  judgmentDateFrom?: string;
  judgmentDateTo?: string;
  referralDateFrom?: string;
  referralDateTo?: string;
  officialJournalDateFrom?: string;
  officialJournalDateTo?: string;
}

export const DATE_RANGES: [from: keyof DateFilters, to: keyof DateFilters, attribute: keyof JudgmentAttributes][] = [
  ['judgmentDateFrom', 'judgmentDateTo', 'date'],
  ['referralDateFrom', 'referralDateTo', 'referralDate'],
  ['officialJournalDateFrom', 'officialJournalDateTo', 'officialJournalDate'],
];

export function withinDates(attributes: JudgmentAttributes, filters: DateFilters): boolean {
  return DATE_RANGES.every(([fromKey, toKey, attribute]) => {
    const from = filters[fromKey];
    const to = filters[toKey];
    if (!from && !to) return true;
    const value = attributes[attribute] as string | null;
    return value !== null && (!from || value >= from) && (!to || value <= to);
  });
}

type FacetKey = 'type' | 'applicantType' | 'area';
const FACETS: [FacetKey, keyof ListFilters][] = [
  ['type', 'judgmentType'],
  ['applicantType', 'applicantType'],
  ['area', 'jurisdictionArea'],
];

/** The selected values of each list filter, as sets; undefined for a filter with nothing selected. */
function selections(filters: ListFilters): (Set<string> | undefined)[] {
  return FACETS.map(([, filter]) => {
    const wanted = filters[filter];
    return wanted && wanted.length > 0 ? new Set(wanted) : undefined;
  });
}

/** Bit i set when the candidate fails list filter i. */
function failures(candidate: Candidate, selected: (Set<string> | undefined)[]): number {
  let mask = 0;
  FACETS.forEach(([key], i) => {
    if (selected[i] && !selected[i].has(candidate[key] ?? '')) mask |= 1 << i;
  });
  return mask;
}

function facet<K extends string>(
  values: readonly K[],
  labels: Record<K, Record<Locale, string>>,
  found: Map<string, number>,
  lang: Locale,
): FacetCount[] {
  return values.map((value) => ({ value, label: labels[value][lang], count: found.get(value) ?? 0 }));
}

/**
 * The hits (candidates passing every list filter) and the facet counts, in one pass: each filter is counted with
 * the other filters applied, so its other values stay choosable.
 */
export function filterAndCount<T extends Candidate>(
  candidates: T[],
  filters: ListFilters,
  lang: Locale,
): { hits: T[]; facets: JudgmentFacets } {
  const selected = selections(filters);
  const counts = FACETS.map(() => new Map<string, number>());
  const years = new Map<number, number>();
  const hits: T[] = [];
  const add = (map: Map<string, number>, value: string | null) => {
    if (value !== null) map.set(value, (map.get(value) ?? 0) + 1);
  };
  for (const candidate of candidates) {
    const mask = failures(candidate, selected);
    if (mask === 0) {
      hits.push(candidate);
      years.set(candidate.year, (years.get(candidate.year) ?? 0) + 1);
      FACETS.forEach(([key], i) => add(counts[i]!, candidate[key]));
    } else if ((mask & (mask - 1)) === 0) {
      // Fails exactly one filter: it counts for the values of that filter only.
      const i = Math.log2(mask);
      add(counts[i]!, candidate[FACETS[i]![0]]);
    }
  }
  return {
    hits,
    facets: {
      judgmentTypes: facet(PROCEEDING_TYPES, JUDGMENT_TYPE_LABELS, counts[0]!, lang),
      applicantTypes: facet(APPLICANT_TYPES, APPLICANT_TYPE_LABELS, counts[1]!, lang),
      jurisdictionAreas: facet(JURISDICTION_AREAS, JURISDICTION_AREA_LABELS, counts[2]!, lang),
      years: [...years.entries()]
        .sort(([a], [b]) => b - a)
        .map(([year, count]) => ({ value: String(year), label: String(year), count })),
    },
  };
}

export type Sort = 'score' | 'date' | 'alphabetical';

/**
 * Orders candidates in place; ties fall back to newest first. `scores` are the relevance of a text search, `ranks`
 * the A to Z position of each judgment's headnote (judgments without a headnote in the language come last).
 * Each candidate's key is looked up once, not at every comparison.
 */
export function sortCandidates<T extends Candidate>(
  candidates: T[],
  sort: Sort,
  order: 'asc' | 'desc',
  scores?: Scores,
  ranks?: Map<number, number>,
): T[] {
  const natural = sort === 'alphabetical' ? 'asc' : 'desc';
  const direction = order === natural ? 1 : -1;
  const key: (c: Candidate) => number =
    sort === 'score'
      ? (c) => -(scores?.get(c.id) ?? 0)
      : sort === 'alphabetical'
        ? (c) => ranks?.get(c.id) ?? Number.MAX_SAFE_INTEGER
        : () => 0;
  const keyed = candidates.map((candidate) => ({ candidate, key: key(candidate) }));
  keyed.sort((a, b) => direction * (a.key - b.key || a.candidate.recency - b.candidate.recency));
  keyed.forEach(({ candidate }, i) => {
    candidates[i] = candidate;
  });
  return candidates;
}
