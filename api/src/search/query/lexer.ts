import { DEFAULT_NEAR_DISTANCE, MAX_NEAR_DISTANCE } from '@court/contract/search-language';
import { invalidQuery } from './errors.js';
import type { FieldName } from './tree.js';

/**
 * The pieces of a search text, each with its position (from 1, as the error messages give it). Operators are
 * recognised in upper case only, in the four languages of the site, so that the ordinary words `of`, `ou`,
 * `oder`, `niet` or `et` stay words to find.
 */

export type Operator = 'or' | 'and' | 'not';

export type Token = { at: number; text: string } & (
  | { type: 'open' | 'close' | 'minus' }
  | { type: Operator }
  | { type: 'near'; distance: number }
  | { type: 'word' | 'phrase'; prefix: boolean }
  | { type: 'field'; field: FieldName; value: string; valueAt: number }
);

export const OPERATORS: Record<string, Operator> = {
  OR: 'or',
  OF: 'or',
  OU: 'or',
  ODER: 'or',
  AND: 'and',
  EN: 'and',
  ET: 'and',
  UND: 'and',
  NOT: 'not',
  NIET: 'not',
  SAUF: 'not',
  NICHT: 'not',
};

export const FIELDS: readonly FieldName[] = ['keyword', 'norm', 'number', 'roll'];

/** A run of characters that are not spaces, parentheses nor quotes. */
const RUN = /[^\s()"]+/y;

function nearToken(text: string, at: number): Token {
  if (text === 'NEAR') return { type: 'near', at, text, distance: DEFAULT_NEAR_DISTANCE };
  const distance = /^NEAR\/(\d+)$/.exec(text)?.[1];
  if (distance === undefined || Number(distance) < 1 || Number(distance) > MAX_NEAR_DISTANCE) {
    throw invalidQuery(
      'near-distance',
      `${text} at position ${at}: the distance after NEAR/ must be a number from 1 to ${MAX_NEAR_DISTANCE}`,
      at,
    );
  }
  return { type: 'near', at, text, distance: Number(distance) };
}

export function tokenize(term: string): Token[] {
  const tokens: Token[] = [];
  /** The text of a quoted phrase starting at `start` (the quote), and where it ends. */
  const quoted = (start: number): { text: string; end: number } => {
    const close = term.indexOf('"', start + 1);
    if (close < 0)
      throw invalidQuery('unclosed-quote', `Unclosed quote at position ${start + 1}: add the closing "`, start + 1);
    return { text: term.slice(start + 1, close), end: close + 1 };
  };
  let i = 0;
  while (i < term.length) {
    const char = term[i]!;
    const at = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', at, text: char });
      i++;
    } else if (char === '"') {
      const { text, end } = quoted(i);
      const prefix = term[end] === '*';
      tokens.push({ type: 'phrase', at, text, prefix });
      i = end + (prefix ? 1 : 0);
    } else if (char === '-' && i + 1 < term.length && !/[\s)]/.test(term[i + 1]!)) {
      // Glued to what follows, a minus excludes it; alone, it is punctuation.
      tokens.push({ type: 'minus', at, text: char });
      i++;
    } else {
      RUN.lastIndex = i;
      const run = RUN.exec(term)![0];
      i += run.length;
      const field = /^([A-Za-z]+):(.*)$/s.exec(run);
      const name = field?.[1]?.toLowerCase() as FieldName | undefined;
      if (field && name && FIELDS.includes(name)) {
        let value = field[2] ?? '';
        if (value === '' && term[i] === '"') {
          const phrase = quoted(i);
          value = phrase.text;
          i = phrase.end;
        }
        if (value.trim() === '')
          throw invalidQuery(
            'field-without-value',
            `${name}: at position ${at} needs a value right after the colon`,
            at,
          );
        tokens.push({ type: 'field', at, text: run, field: name, value, valueAt: at + name.length + 1 });
      } else if (field && (field[2] !== '' || term[i] === '"')) {
        throw invalidQuery(
          'unknown-field',
          `Unknown field ${field[1]}: at position ${at}; the fields are ${FIELDS.map((f) => `${f}:`).join(', ')}`,
          at,
        );
      } else if (OPERATORS[run]) {
        tokens.push({ type: OPERATORS[run], at, text: run });
      } else if (run === 'NEAR' || run.startsWith('NEAR/')) {
        tokens.push(nearToken(run, at));
      } else {
        tokens.push({ type: 'word', at, text: run.replace(/\*+$/, ''), prefix: run.endsWith('*') });
      }
    }
  }
  return tokens;
}
