import type {
  JurisdictionListParams,
  SearchJurisdiction,
  SearchJurisdictionList,
  SearchOption,
  SearchOptionList,
  SearchOptionsParams,
} from '@court/contract';
import type { Locale } from '@court/runtime';
import { getFromSearch } from '../../../lib/search-client';

/** The jurisdictions a quo for the selector, grouped under the names of their areas. */
export interface JurisdictionChoices {
  areas: SearchOption[];
  jurisdictions: SearchJurisdiction[];
}

const cache = new Map<Locale, Promise<JurisdictionChoices>>();

async function fetchJurisdictionChoices(locale: Locale): Promise<JurisdictionChoices> {
  const listParams: JurisdictionListParams = { lang: locale };
  const areaParams: SearchOptionsParams = { lang: locale };
  const [jurisdictions, areas] = await Promise.all([
    getFromSearch<SearchJurisdictionList>('jurisdictions', listParams),
    getFromSearch<SearchOptionList>('jurisdiction-areas', areaParams),
  ]);
  return { jurisdictions: jurisdictions.items, areas: areas.items };
}

/**
 * `GET /search/jurisdictions` and `/search/jurisdiction-areas`, once per language for the visit (they change
 * only when judgments are added). A failure is not kept, so the next page asks again.
 */
export function loadJurisdictionChoices(locale: Locale): Promise<JurisdictionChoices> {
  let choices = cache.get(locale);
  if (!choices) {
    choices = fetchJurisdictionChoices(locale);
    choices.catch(() => cache.delete(locale));
    cache.set(locale, choices);
  }
  return choices;
}

export function clearJurisdictionChoices(): void {
  cache.clear();
}
