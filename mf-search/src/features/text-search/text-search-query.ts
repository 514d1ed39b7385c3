import type { FullTextSearchParams } from '@court/contract';
import type { Locale } from '@court/runtime';
import { judgmentFilterParams, judgmentSearchSchema, type SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';
import { TEXT_LANGUAGES, type TextLanguage } from '../../lib/vocabularies';

/** Orders of a text search: best match first by default. */
export const TEXT_SORTS: readonly SortOption[] = ['score', 'date', 'date-asc', 'alphabetical'];

/** Words to find, the language of the texts searched, and the judgment filters. */
export const TEXT_SEARCH_SCHEMA = judgmentSearchSchema(
  { term: { kind: 'term', required: true }, textLang: { kind: 'choice', values: TEXT_LANGUAGES } },
  TEXT_SORTS,
);

/** The texts are searched in the page's language unless another is chosen. */
export function textLanguageOf(query: PageQuery, locale: Locale): TextLanguage {
  return (query.params.get('textLang') as TextLanguage | null) ?? locale;
}

export function textSearchParams(query: PageQuery, locale: Locale): FullTextSearchParams {
  return {
    ...judgmentFilterParams(query.params, { locale, page: query.page, defaultSort: TEXT_SORTS[0]! }),
    term: query.params.get('term') ?? '',
    textLang: textLanguageOf(query, locale),
  };
}

/** A text search runs once there are words to find. */
export function isTextQueryReady(query: PageQuery): boolean {
  return Boolean(query.params.get('term'));
}
