import type { Locale } from '@court/runtime';
import {
  MAX_NUMBERS_AT_ONCE,
  judgmentNumbersText,
  parseJudgmentNumbers,
  parseRollNumbers,
  rollNumbersText,
} from '@court/contract/number-lists';
import type { QueryErrorReason } from '@court/contract/search-language';
import { isIsoDate, isoToTyped, parseTypedDate } from './dates';

/**
 * A search page's query, in three forms: the URL's search parameters (what is shared and reloaded), the form's
 * draft (what the visitor typed, dates in their own format) and the checked parameters sent to the API, which
 * carry the same names as the URL's. One validation serves the form and the URL, so a shared link with a bad
 * value shows the same message beside the field as the form would.
 */

/** Longest search text the API accepts (its MAX_TERM_LENGTH). */
export const MAX_TERM_LENGTH = 500;

export type FieldRule =
  /** Words to find: not blank, at most MAX_TERM_LENGTH characters. */
  | { kind: 'term'; required?: boolean }
  /** A date: typed as the language writes it, ISO in the URL. */
  | { kind: 'date' }
  | { kind: 'integer'; min: number; max: number }
  /** One or several roll (cause-list) numbers of up to six digits: `8123`, `8123, 8150`. */
  | { kind: 'rollNumbers' }
  /** One or several judgment numbers, each with or without its year: `61`, `61/2025 62/2025`. */
  | { kind: 'judgmentNumbers' }
  | { kind: 'text'; maxLength: number; pattern?: RegExp; required?: boolean }
  /** One value of a closed list (a select, radio buttons); `fallback` is the value when none is given. */
  | { kind: 'choice'; values: readonly string[]; required?: boolean; fallback?: string }
  /** Several values of a closed list (checkboxes); unknown values are dropped, not refused. */
  | { kind: 'multi'; values: readonly string[] }
  /** A checkbox: `true` when ticked, absent otherwise. */
  | { kind: 'flag' };

export interface QuerySchema {
  fields: Record<string, FieldRule>;
  /** Pairs of date fields forming a range: the second may not come before the first. */
  ranges?: readonly (readonly [from: string, to: string])[];
}

export type FieldErrorCode =
  | 'required'
  | 'termTooLong'
  | 'dateFormat'
  | 'dateImpossible'
  | 'rangeReversed'
  | 'integer'
  | 'rollNumbers'
  | 'judgmentNumbers'
  | 'tooManyNumbers'
  | 'tooLong'
  | 'invalidCharacters'
  | 'choice';

export type FieldError =
  | {
      code: FieldErrorCode;
      /** Values the message names (bounds, lengths). */
      values?: Record<string, number>;
    }
  | {
      /** A search text the API could not read: why, and where (from 1) with what was typed there. */
      code: 'query';
      reason: QueryErrorReason;
      values: { position: number; text: string };
    };

/** What the form shows: text as typed, several values for checkboxes. */
export type Draft = Record<string, string | string[]>;
export type FieldErrors = Record<string, FieldError>;

export interface CheckedQuery {
  /** The query's parameters, ready for the URL and the API (empty values left out). */
  params: URLSearchParams;
  errors: FieldErrors;
}

const text = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
const list = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/** The draft a URL stands for: dates turned into the visitor's format, other values as they are. */
export function draftFromUrl(schema: QuerySchema, search: URLSearchParams, locale: Locale): Draft {
  const draft: Draft = {};
  for (const [name, rule] of Object.entries(schema.fields)) {
    if (rule.kind === 'multi') draft[name] = search.getAll(name);
    else if (rule.kind === 'date') draft[name] = isoToTyped(search.get(name) ?? '', locale);
    else draft[name] = search.get(name) ?? '';
  }
  return draft;
}

/** The draft a submitted form holds (inputs linked to the form with `form=` included). */
export function draftFromForm(schema: QuerySchema, form: HTMLFormElement): Draft {
  const data = new FormData(form);
  const draft: Draft = {};
  for (const [name, rule] of Object.entries(schema.fields)) {
    const values = data.getAll(name).filter((value): value is string => typeof value === 'string');
    draft[name] = rule.kind === 'multi' ? values : (values[0] ?? '');
  }
  return draft;
}

const numbersError = (reason: 'format' | 'tooMany', code: FieldErrorCode): FieldError =>
  reason === 'tooMany' ? { code: 'tooManyNumbers', values: { max: MAX_NUMBERS_AT_ONCE } } : { code };

function checkField(rule: FieldRule, raw: string): { value?: string; error?: FieldError } {
  const value = raw.trim();
  switch (rule.kind) {
    case 'term':
      if (!value) return rule.required ? { error: { code: 'required' } } : {};
      if (value.length > MAX_TERM_LENGTH)
        return { error: { code: 'termTooLong', values: { max: MAX_TERM_LENGTH, length: value.length } } };
      return { value };
    case 'date': {
      if (!value) return {};
      if (isIsoDate(value)) return { value };
      const typed = parseTypedDate(value);
      return typed.ok
        ? { value: typed.iso }
        : { error: { code: typed.reason === 'format' ? 'dateFormat' : 'dateImpossible' } };
    }
    case 'integer': {
      if (!value) return {};
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < rule.min || number > rule.max)
        return { error: { code: 'integer', values: { min: rule.min, max: rule.max } } };
      return { value: String(number) };
    }
    case 'rollNumbers': {
      if (!value) return {};
      const parsed = parseRollNumbers(value);
      return parsed.ok
        ? { value: rollNumbersText(parsed.items) }
        : { error: numbersError(parsed.reason, 'rollNumbers') };
    }
    case 'judgmentNumbers': {
      if (!value) return {};
      const parsed = parseJudgmentNumbers(value);
      return parsed.ok
        ? { value: judgmentNumbersText(parsed.items) }
        : { error: numbersError(parsed.reason, 'judgmentNumbers') };
    }
    case 'text':
      if (!value) return rule.required ? { error: { code: 'required' } } : {};
      if (value.length > rule.maxLength) return { error: { code: 'tooLong', values: { max: rule.maxLength } } };
      if (rule.pattern && !rule.pattern.test(value)) return { error: { code: 'invalidCharacters' } };
      return { value };
    case 'choice':
      if (!value) return rule.required ? { error: { code: 'required' } } : {};
      return rule.values.includes(value) ? { value } : { error: { code: 'choice' } };
    case 'flag':
      return value === 'true' || value === 'on' ? { value: 'true' } : {};
    case 'multi':
      return {};
  }
}

/** Checks a draft: the parameters it gives and the errors to show beside the fields. */
export function checkDraft(schema: QuerySchema, draft: Draft): CheckedQuery {
  const params = new URLSearchParams();
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(schema.fields)) {
    if (rule.kind === 'multi') {
      for (const value of new Set(list(draft[name]))) if (rule.values.includes(value)) params.append(name, value);
      continue;
    }
    const { value, error } = checkField(rule, text(draft[name]));
    if (error) errors[name] = error;
    else if (value !== undefined && !(rule.kind === 'choice' && value === rule.fallback)) params.set(name, value);
  }
  for (const [from, to] of schema.ranges ?? []) {
    const start = params.get(from);
    const end = params.get(to);
    if (start && end && start > end && !errors[to]) errors[to] = { code: 'rangeReversed' };
  }
  return { params, errors };
}

/** The value of a choice, its fallback when the query has none. */
export function choiceValue(schema: QuerySchema, params: URLSearchParams, name: string): string | undefined {
  const rule = schema.fields[name];
  return params.get(name) ?? (rule?.kind === 'choice' ? rule.fallback : undefined);
}

/** The page number in a URL: 1 unless a whole number from 2 up to `max` is given. */
export function pageOfUrl(search: URLSearchParams, max: number): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

/** A URL's search string for a query and a page (`?term=…&page=2`); the first page is left out. */
export function searchString(params: URLSearchParams, page = 1): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (page > 1) next.set('page', String(page));
  const value = next.toString();
  return value ? `?${value}` : '';
}
