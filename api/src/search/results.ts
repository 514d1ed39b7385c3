import type { Locale } from '../domain/model.js';
import { APPLICANT_TYPES, JURISDICTION_AREAS, PROCEEDING_TYPES } from '../schemas/enums.js';
import type { FacetCount, JudgmentFacets } from '../schemas/search.js';
import { APPLICANT_TYPE_LABELS, JUDGMENT_TYPE_LABELS, JURISDICTION_AREA_LABELS } from './labels.js';

/**
 * What every judgment search does once the database has given its candidates: the list filters, the facet
 * counts, the order and the page. Done here, on a few attributes per candidate, so that one pass serves the total,
 * every facet and the page, and both engines order ties the same way.
 */

export interface Candidate {
  id: number;
  year: number;
  number: number;
  date: string;
  type: string;
  applicant_type: string;
  area: string | null;
  score: number | null;
  headnote?: string | null;
}

export interface ListFilters {
  judgmentType?: string[];
  applicantType?: string[];
  jurisdictionArea?: string[];
}

type FacetKey = 'type' | 'applicant_type' | 'area';
const FACETS: [FacetKey, keyof ListFilters][] = [
  ['type', 'judgmentType'],
  ['applicant_type', 'applicantType'],
  ['area', 'jurisdictionArea'],
];

function passes(candidate: Candidate, filters: ListFilters, skip?: FacetKey): boolean {
  return FACETS.every(([key, filter]) => {
    const wanted = filters[filter];
    return key === skip || !wanted || wanted.length === 0 || wanted.includes(candidate[key] ?? '');
  });
}

function counts(candidates: Candidate[], key: FacetKey, filters: ListFilters): Map<string, number> {
  const map = new Map<string, number>();
  for (const c of candidates) {
    const value = c[key];
    if (value !== null && passes(c, filters, key)) map.set(value, (map.get(value) ?? 0) + 1);
  }
  return map;
}

function facet<K extends string>(
  values: readonly K[],
  labels: Record<K, Record<Locale, string>>,
  found: Map<string, number>,
  lang: Locale,
): FacetCount[] {
  return values.map((value) => ({ value, label: labels[value][lang], count: found.get(value) ?? 0 }));
}

/** Facet counts: each filter counted with the other filters applied, so its other values stay choosable. */
export function judgmentFacets(candidates: Candidate[], filters: ListFilters, lang: Locale): JudgmentFacets {
  const years = new Map<number, number>();
  for (const c of candidates) if (passes(c, filters)) years.set(c.year, (years.get(c.year) ?? 0) + 1);
  return {
    judgmentTypes: facet(PROCEEDING_TYPES, JUDGMENT_TYPE_LABELS, counts(candidates, 'type', filters), lang),
    applicantTypes: facet(APPLICANT_TYPES, APPLICANT_TYPE_LABELS, counts(candidates, 'applicant_type', filters), lang),
    jurisdictionAreas: facet(JURISDICTION_AREAS, JURISDICTION_AREA_LABELS, counts(candidates, 'area', filters), lang),
    years: [...years.entries()]
      .sort(([a], [b]) => b - a)
      .map(([year, count]) => ({ value: String(year), label: String(year), count })),
  };
}

export function applyFilters(candidates: Candidate[], filters: ListFilters): Candidate[] {
  return candidates.filter((c) => passes(c, filters));
}

export type Sort = 'score' | 'date' | 'alphabetical';

const newestFirst = (a: Candidate, b: Candidate) =>
  b.date.localeCompare(a.date) || b.year - a.year || b.number - a.number;

/** Orders candidates in place; ties always fall back to newest first, then the judgment number. */
export function sortCandidates(candidates: Candidate[], sort: Sort, order: 'asc' | 'desc', lang: Locale): Candidate[] {
  let compare: (a: Candidate, b: Candidate) => number;
  if (sort === 'score') {
    compare = (a, b) => (b.score ?? 0) - (a.score ?? 0) || newestFirst(a, b);
  } else if (sort === 'alphabetical') {
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    // Judgments without a headnote in the language come last either way.
    compare = (a, b) =>
      (a.headnote ? 0 : 1) - (b.headnote ? 0 : 1) ||
      collator.compare(a.headnote ?? '', b.headnote ?? '') ||
      newestFirst(a, b);
  } else {
    compare = newestFirst;
  }
  const natural = sort === 'alphabetical' ? 'asc' : 'desc';
  return candidates.sort(order === natural ? compare : (a, b) => compare(b, a));
}
