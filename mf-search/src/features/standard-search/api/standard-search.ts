import type {
  JudgmentSearchResult,
  StandardEntry,
  StandardList,
  StandardListParams,
  StandardSearchParams,
} from '@court/contract';
import type { Locale } from '@court/runtime';
import { getFromSearch } from '../../../lib/search-client';

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

/** The norms offered in each role. */
export type StandardChoices = Record<StandardRole, StandardEntry[]>;

/** The API's largest page; the court cites a few hundred norms, so the selector needs a few pages at most. */
const NORMS_PAGE_SIZE = 100;
const MAX_NORM_PAGES = 10;
const cache = new Map<Locale, Promise<StandardChoices>>();

async function fetchNorms(locale: Locale, role: StandardRole): Promise<StandardEntry[]> {
  const page = (number: number) => {
    const params: StandardListParams = { lang: locale, role, pageSize: NORMS_PAGE_SIZE, page: number };
    return getFromSearch<StandardList>('standards', params);
  };
  const first = await page(1);
  const pageCount = Math.min(Math.ceil(first.total / NORMS_PAGE_SIZE), MAX_NORM_PAGES);
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.items);
}

async function fetchStandardChoices(locale: Locale): Promise<StandardChoices> {
  const [controlled, reference] = await Promise.all([
    fetchNorms(locale, 'controlled'),
    fetchNorms(locale, 'reference'),
  ]);
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
