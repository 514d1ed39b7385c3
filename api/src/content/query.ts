import type { ContentDocument, ContentEntry } from './store.js';
import { fold } from './slug.js';

type Scalar = string | number | boolean | null;
type Operators = Partial<Record<'$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte', Scalar>> &
  Partial<Record<'$in' | '$nin', Scalar[]>> & { $contains?: Scalar | Scalar[] };
export type WhereValue = Scalar | Scalar[] | Operators;

export interface ContentQuery {
  only?: string | string[];
  without?: string | string[];
  where?: Record<string, WhereValue>;
  sortBy?: { field: string; direction: 'asc' | 'desc' } | { field: string; direction: 'asc' | 'desc' }[];
  skip?: number;
  limit?: number;
  search?: string;
  surround?: { slug: string; before?: number; after?: number };
  deep?: boolean;
  text?: boolean;
}

/** A field of a document, with dots for nested front matter (`author.name`). */
function fieldOf(document: ContentDocument, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      document,
    );
}

const equal = (a: unknown, b: unknown): boolean => a === b || (Array.isArray(a) && a.some((item) => item === b));

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

function contains(value: unknown, wanted: Scalar): boolean {
  if (Array.isArray(value)) return value.includes(wanted);
  return typeof value === 'string' && typeof wanted === 'string' && value.includes(wanted);
}

function matchesOperators(value: unknown, operators: Operators): boolean {
  return Object.entries(operators).every(([operator, operand]) => {
    switch (operator) {
      case '$eq':
        return equal(value, operand);
      case '$ne':
        return !equal(value, operand);
      case '$in':
        return (operand as Scalar[]).some((candidate) => equal(value, candidate));
      case '$nin':
        return !(operand as Scalar[]).some((candidate) => equal(value, candidate));
      case '$contains':
        return (Array.isArray(operand) ? operand : [operand as Scalar]).every((item) => contains(value, item));
      default: {
        const order = compare(value, operand);
        if (order === undefined) return false;
        return operator === '$gt'
          ? order > 0
          : operator === '$gte'
            ? order >= 0
            : operator === '$lt'
              ? order < 0
              : order <= 0;
      }
    }
  });
}

/** Equality on each field (a list means "one of"), or the operators $eq $ne $in $nin $contains $gt $gte $lt $lte. */
export function matchesWhere(document: ContentDocument, where: Record<string, WhereValue>): boolean {
  return Object.entries(where).every(([field, condition]) => {
    const value = fieldOf(document, field);
    if (Array.isArray(condition)) return condition.some((candidate) => equal(value, candidate));
    if (condition !== null && typeof condition === 'object') return matchesOperators(value, condition);
    return equal(value, condition);
  });
}

/** Every word of the search must occur in the title, description or text; case and accents do not matter. */
export function matchesSearch(entry: ContentEntry, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return words.every((word) => entry.searchText.includes(word));
}

/** Sorts by the given fields; without any, by `position` then slug (the order the content files define). */
export function sortEntries(entries: ContentEntry[], sortBy: ContentQuery['sortBy']): ContentEntry[] {
  const keys = sortBy
    ? Array.isArray(sortBy)
      ? sortBy
      : [sortBy]
    : [
        { field: 'position', direction: 'asc' as const },
        { field: 'slug', direction: 'asc' as const },
      ];
  return [...entries].sort((a, b) => {
    for (const { field, direction } of keys) {
      const x = fieldOf(a.document, field);
      const y = fieldOf(b.document, field);
      // Documents without the field go last whatever the direction.
      if (x === undefined || x === null) {
        if (y !== undefined && y !== null) return 1;
        continue;
      }
      if (y === undefined || y === null) return -1;
      const order = compare(x, y) ?? compare(String(x), String(y)) ?? 0;
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** The documents before and after `slug` in the sorted list, null where there is none. */
export function surround(
  entries: ContentEntry[],
  options: NonNullable<ContentQuery['surround']>,
): (ContentEntry | null)[] {
  const before = options.before ?? 1;
  const after = options.after ?? 1;
  const index = entries.findIndex(
    (entry) => entry.document.slug === options.slug || entry.document.path === options.slug,
  );
  const pick = (i: number) => (index >= 0 && i >= 0 && i < entries.length ? entries[i]! : null);
  return [
    ...Array.from({ length: before }, (_, k) => pick(index - before + k)),
    ...Array.from({ length: after }, (_, k) => pick(index + 1 + k)),
  ];
}

/** Applies `text`, `only` and `without` to one document. */
export function project(entry: ContentEntry, query: ContentQuery): Record<string, unknown> {
  const document: Record<string, unknown> = query.text
    ? { ...entry.document, text: entry.text }
    : { ...entry.document };
  const only = query.only === undefined ? undefined : [query.only].flat();
  const without = query.without === undefined ? [] : [query.without].flat();
  const kept = only ? Object.fromEntries(Object.entries(document).filter(([key]) => only.includes(key))) : document;
  for (const key of without) delete kept[key];
  return kept;
}

/** A folder query: filter, search, sort, then either the surrounding documents or one page of them. */
export function queryList(entries: ContentEntry[], query: ContentQuery): (Record<string, unknown> | null)[] {
  const { where, search } = query;
  let selected = entries;
  if (where) selected = selected.filter((entry) => matchesWhere(entry.document, where));
  if (search?.trim()) selected = selected.filter((entry) => matchesSearch(entry, search));
  selected = sortEntries(selected, query.sortBy);
  if (query.surround) return surround(selected, query.surround).map((entry) => entry && project(entry, query));
  const start = query.skip ?? 0;
  const end = query.limit === undefined ? undefined : start + query.limit;
  return selected.slice(start, end).map((entry) => project(entry, query));
}
