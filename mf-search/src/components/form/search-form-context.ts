import { createContext, useContext } from 'react';
import type { Draft, FieldErrors } from '../../lib/search-query';

/** What the fields of a search form read: their values as typed, their errors, and how to submit the form. */
export interface SearchFormState {
  formId: string;
  draft: Draft;
  errors: FieldErrors;
  /** Submits the form as the search button would (a facet ticked, another order chosen). */
  submit: () => void;
}

export const SearchFormContext = createContext<SearchFormState | null>(null);

export function useSearchForm(): SearchFormState {
  const state = useContext(SearchFormContext);
  if (!state) throw new Error('A search field must be inside a SearchForm');
  return state;
}

/** Ids and values of one field: its input, hint and error, and the text the visitor typed. */
export function useSearchField(name: string) {
  const { formId, draft, errors } = useSearchForm();
  const id = `${formId}-${name}`;
  const value = draft[name];
  return {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    error: errors[name],
    text: Array.isArray(value) ? (value[0] ?? '') : (value ?? ''),
    values: Array.isArray(value) ? value : value ? [value] : [],
  };
}
