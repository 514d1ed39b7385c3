import type {
  JudgmentSearchResult,
  StandardEntry,
  StandardList,
  StandardListParams,
  StandardSearchParams,
} from '@court/api/contract';
import type { Locale } from '@court/shared';
import { getFromSearch } from '../../../api/search-client';

/** A norm is reviewed by the court (controlled) or invoked as the measure of the review (reference). */
export const STANDARD_ROLES = ['controlled', 'reference'] as const;
export type StandardRole = (typeof STANDARD_ROLES)[number];

/** `GET /search/by-controlled-standard` or `/search/by-reference-standard`. */
export function searchByStandard(
  role: StandardRole,
  params: StandardSearchParams,
  signal?: AbortSignal,
): Promise<JudgmentSearchResult> {
  return getFromSearch(role === 'controlled' ? 'by-controlled-standard' : 'by-reference-standard', params, { signal });
}

/** The norms offered in each role, most cited first as the API orders them (one page of the largest size). */
export type StandardChoices = Record<StandardRole, StandardEntry[]>;

const NORMS_PAGE_SIZE = 100;
const cache = new Map<Locale, Promise<StandardChoices>>();

async function fetchStandardChoices(locale: Locale): Promise<StandardChoices> {
  const list = (role: StandardRole) => {
    const params: StandardListParams = { lang: locale, role, pageSize: NORMS_PAGE_SIZE };
    return getFromSearch<StandardList>('standards', params).then((answer) => answer.items);
  };
  const [controlled, reference] = await Promise.all([list('controlled'), list('reference')]);
  return { controlled, reference };
}

/** `GET /search/standards` for both roles, once per language for the visit. */
export function loadStandardChoices(locale: Locale): Promise<StandardChoices> {
  let choices = cache.get(locale);
  if (!choices) {
    choices = fetchStandardChoices(locale);
    choices.catch(() => cache.delete(locale));
    cache.set(locale, choices);
  }
  return choices;
}

export function clearStandardChoices(): void {
  cache.clear();
}
