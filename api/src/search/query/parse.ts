import { parseJudgmentNumbers, parseRollNumbers } from '@court/contract/number-lists';
import { MAX_QUERY_TERMS, MIN_PREFIX_LENGTH } from '@court/contract/search-language';
import { compoundParts, fold, stem, WORD, type TextLang } from '../text/analyze.js';
import { invalidQuery } from './errors.js';
import { FIELDS, tokenize, type Token } from './lexer.js';
import type { FieldName, FieldNode, ParsedQuery, TermsNode } from './tree.js';

/**
 * The search language, read by recursive descent:
 *
 *   query   = or
 *   or      = and { OR and }
 *   and     = unary { [AND] unary }            words side by side must all be found
 *   unary   = (NOT | -) unary | near
 *   near    = primary [ NEAR[/n] primary ]     two words or phrases, at most n words apart
 *   primary = ( query ) | word[*] | "phrase"[*] | field:value | field:"value"
 *
 * NOT binds tighter than AND, which binds tighter than OR. Words go through the index's own pipeline, so a word
 * or phrase becomes a sequence of stems, and a word the pipeline splits (`non-discrimination`) a phrase. Every
 * error names the position (from 1) of what is wrong.
 */

/** A prefix is matched against stems: the stem of the typed start when it is a start of it, else the start itself. */
function prefixStem(word: string, lang: TextLang): string {
  const stemmed = stem(word, lang);
  return word.startsWith(stemmed) && stemmed.length >= MIN_PREFIX_LENGTH ? stemmed : word;
}

/** The stems of a word or phrase; undefined when it has no letters nor digits (punctuation is skipped). */
function terms(text: string, prefix: boolean, at: number, lang: TextLang): TermsNode | undefined {
  const words = fold(text).match(WORD) ?? [];
  if (words.length === 0) return undefined;
  const tokens = words.map((word, index) => {
    const isPrefix = prefix && index === words.length - 1;
    if (isPrefix && word.length < MIN_PREFIX_LENGTH) {
      throw invalidQuery(
        'short-prefix',
        `A prefix needs at least ${MIN_PREFIX_LENGTH} letters: ${text}* at position ${at}`,
        at,
      );
    }
    if (isPrefix) return { stem: prefixStem(word, lang), prefix: true };
    const parts = compoundParts(word, lang);
    return parts ? { stem: stem(word, lang), prefix: false, parts } : { stem: stem(word, lang), prefix: false };
  });
  return { kind: 'terms', tokens };
}

/** A negated part, kept apart until its AND group takes it away from what the group finds. */
type Part = { node: ParsedQuery; negated?: Token };

class Parser {
  private next = 0;
  private leaves = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly lang: TextLang,
    private readonly fields: readonly FieldName[],
  ) {}

  parse(): ParsedQuery {
    const query = this.or();
    const stray = this.tokens[this.next];
    if (stray)
      throw invalidQuery(
        'unexpected-parenthesis',
        `Unexpected ) at position ${stray.at}: no parenthesis is open there`,
        stray.at,
      );
    if (!query) throw invalidQuery('no-word', 'The search needs at least one word to find', 1);
    return query;
  }

  private peek(): Token | undefined {
    return this.tokens[this.next];
  }

  /** Whether nothing to search follows: the end, a closing parenthesis or a binary operator. */
  private atEndOfOperand(): boolean {
    const type = this.peek()?.type;
    return type === undefined || type === 'close' || type === 'or' || type === 'and' || type === 'near';
  }

  private nothingAfter(operator: Token): never {
    throw invalidQuery(
      'nothing-after',
      `${operator.text} at position ${operator.at} has nothing after it`,
      operator.at,
    );
  }

  private nothingBefore(operator: Token): never {
    throw invalidQuery(
      'nothing-before',
      `${operator.text} at position ${operator.at} has nothing before it`,
      operator.at,
    );
  }

  private or(): ParsedQuery | undefined {
    const first = this.and();
    const any = first ? [first] : [];
    while (this.peek()?.type === 'or') {
      const operator = this.tokens[this.next++]!;
      if (any.length === 0) this.nothingBefore(operator);
      const next = this.and();
      if (!next) this.nothingAfter(operator);
      any.push(next);
    }
    return any.length > 1 ? { kind: 'or', any } : any[0];
  }

  private and(): ParsedQuery | undefined {
    const parts: Part[] = [];
    for (let token = this.peek(); token && token.type !== 'close' && token.type !== 'or'; token = this.peek()) {
      if (token.type === 'and') {
        this.next++;
        if (parts.length === 0) this.nothingBefore(token);
        if (this.atEndOfOperand()) this.nothingAfter(token);
        continue;
      }
      const part = this.unary();
      if (part) parts.push(part);
    }
    if (parts.length === 0) return undefined;
    const include = parts.filter((p) => !p.negated).map((p) => p.node);
    const exclude = parts.filter((p) => p.negated);
    if (include.length === 0) {
      const first = exclude[0]!.negated!;
      throw invalidQuery(
        'only-exclusions',
        `The search needs at least one word to find: ${first.text} at position ${first.at} only excludes`,
        first.at,
      );
    }
    if (exclude.length === 0 && include.length === 1) return include[0];
    // Groups side by side are one group: `a (b c)` is `a b c`.
    const flat = include.flatMap((node) => (node.kind === 'and' ? node.include : [node]));
    const inner = include.flatMap((node) => (node.kind === 'and' ? node.exclude : []));
    return { kind: 'and', include: flat, exclude: [...inner, ...exclude.map((p) => p.node)] };
  }

  private unary(): Part | undefined {
    const token = this.peek()!;
    if (token.type !== 'not' && token.type !== 'minus') return this.near();
    this.next++;
    if (this.atEndOfOperand()) this.nothingAfter(token);
    const next = this.peek()!;
    if (next.type === 'not' || next.type === 'minus') {
      throw invalidQuery('double-exclusion', `${next.text} at position ${next.at} follows another exclusion`, next.at);
    }
    const part = this.near();
    return part && { node: part.node, negated: token };
  }

  private near(): Part | undefined {
    const left = this.primary();
    const operator = this.peek();
    if (operator?.type !== 'near') return left && { node: left };
    this.next++;
    if (this.atEndOfOperand() || this.peek()?.type === 'not' || this.peek()?.type === 'minus') {
      this.nothingAfter(operator);
    }
    const right = this.primary();
    if (!left) this.nothingBefore(operator);
    if (!right) this.nothingAfter(operator);
    if (left.kind !== 'terms' || right.kind !== 'terms' || this.peek()?.type === 'near') {
      throw invalidQuery(
        'near-operands',
        `${operator.text} at position ${operator.at} must join two words or phrases`,
        operator.at,
      );
    }
    return { node: { kind: 'near', sides: [left, right], distance: operator.distance } };
  }

  private primary(): ParsedQuery | undefined {
    const token = this.tokens[this.next++]!;
    switch (token.type) {
      case 'open': {
        const inner = this.or();
        const close = this.peek();
        if (close?.type !== 'close') {
          throw invalidQuery(
            'unclosed-parenthesis',
            `Unclosed parenthesis at position ${token.at}: add the closing )`,
            token.at,
          );
        }
        this.next++;
        if (!inner) throw invalidQuery('empty-parentheses', `Empty parentheses at position ${token.at}`, token.at);
        return inner;
      }
      case 'word':
      case 'phrase': {
        const node = terms(token.text, token.prefix, token.at, this.lang);
        if (node) this.count(token);
        return node;
      }
      case 'field':
        this.count(token);
        return this.field(token);
      case 'close':
        throw invalidQuery(
          'unexpected-parenthesis',
          `Unexpected ) at position ${token.at}: no parenthesis is open there`,
          token.at,
        );
      default:
        return this.nothingBefore(token);
    }
  }

  private count(token: Token): void {
    if (++this.leaves > MAX_QUERY_TERMS) {
      throw invalidQuery(
        'too-many-terms',
        `At most ${MAX_QUERY_TERMS} words or phrases: ${token.text} at position ${token.at} is one too many`,
        token.at,
      );
    }
  }

  private field(token: Extract<Token, { type: 'field' }>): FieldNode {
    const { field, value, at, valueAt } = token;
    if (!this.fields.includes(field)) {
      throw invalidQuery('field-not-here', `${field}: at position ${at} is not a field of this search`, at);
    }
    const wrong = (expected: string): never => {
      throw invalidQuery('field-value', `${field}: at position ${at} must be ${expected}`, at);
    };
    switch (field) {
      case 'keyword': {
        const prefix = value.endsWith('*');
        const node = terms(value.replace(/\*+$/, ''), prefix, valueAt, this.lang);
        return node ? { kind: 'field', field, terms: node } : wrong('followed by words');
      }
      case 'norm': {
        // An identifier may carry an article after a colon: const-1994:10.
        const [norm = '', article] = value.trim().split(/:(?=[^:]*$)/);
        return article === undefined || article === ''
          ? { kind: 'field', field, norm: value.trim() }
          : { kind: 'field', field, norm, article };
      }
      case 'number': {
        const parsed = parseJudgmentNumbers(value);
        return parsed.ok && parsed.items.length > 0
          ? { kind: 'field', field, numbers: parsed.items }
          : wrong('a list such as 42/2026,43/2026');
      }
      case 'roll': {
        const parsed = parseRollNumbers(value);
        return parsed.ok && parsed.items.length > 0
          ? { kind: 'field', field, rolls: parsed.items }
          : wrong('a list such as 7812,7965');
      }
    }
  }
}

/** Reads a search text (the fields allowed depend on the search); refuses one it cannot read or that finds nothing. */
export function parseQuery(term: string, lang: TextLang, fields: readonly FieldName[] = FIELDS): ParsedQuery {
  return new Parser(tokenize(term), lang, fields).parse();
}
