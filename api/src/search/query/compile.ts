import type { AndNode, MatchQuery, NearNode, OrNode, QueryToken, TermsNode } from './tree.js';

/**
 * The text parts of a query in each engine's own syntax. Stems are letters and digits only, so quoting them is
 * enough; the user's text never reaches either syntax. Both say the same thing: a phrase or a proximity inside one
 * column, AND, OR and exclusion as sets of documents.
 */

/** A query made of words, phrases and proximities only, which one FTS5 expression or one tsquery says. */
export type TextQuery = TermsNode | NearNode | AndNode<never> | OrNode<never>;

export function isText(node: MatchQuery): node is TextQuery {
  if (node.kind === 'ids') return false;
  if (node.kind === 'and') return [...node.include, ...node.exclude].every(isText);
  if (node.kind === 'or') return node.any.every(isText);
  return true;
}

const fts5Terms = (terms: TermsNode): string =>
  terms.tokens.map((t) => `"${t.stem}"${t.prefix ? ' *' : ''}`).join(' + ');

/** FTS5 reads NEAR in either order, with at most `distance` words between the two phrases, in one column. */
function fts5(node: TextQuery): string {
  switch (node.kind) {
    case 'terms':
      return fts5Terms(node);
    case 'near':
      return `NEAR(${fts5Terms(node.sides[0])} ${fts5Terms(node.sides[1])}, ${node.distance})`;
    case 'or':
      return node.any.map((child) => `(${fts5(child)})`).join(' OR ');
    case 'and': {
      const include = node.include.map((child) => `(${fts5(child)})`).join(' AND ');
      if (node.exclude.length === 0) return include;
      // FTS5's NOT takes one operand on each side.
      return `(${include}) NOT (${node.exclude.map((child) => `(${fts5(child)})`).join(' OR ')})`;
    }
  }
}

/** FTS5: `{meta body} : (("a") AND ("b" + "c")) NOT (("d"))`. */
export function toFts5(query: TextQuery, columns: readonly string[]): string {
  return `{${columns.join(' ')}} : (${fts5(query)})`;
}

/** FTS5, for relevance: any of the words, phrases and proximities found in one column. */
export function toFts5Relevance(leaves: (TermsNode | NearNode)[], column: string): string {
  return `{${column}} : (${leaves.map((leaf) => `(${fts5(leaf)})`).join(' OR ')})`;
}

const tsToken = (t: QueryToken): string => `'${t.stem}'${t.prefix ? ':*' : ''}`;

/** The word or phrase, or the two sides of a proximity. */
const leafSides = (leaf: TermsNode | NearNode): TermsNode[] => (leaf.kind === 'terms' ? [leaf] : leaf.sides);

/** The words of a word, phrase or proximity, in order. */
const leafTokens = (leaf: TermsNode | NearNode): QueryToken[] => leafSides(leaf).flatMap((side) => side.tokens);

/** Whether a word says too little to look it up (a function word, found in nearly every document). */
type IsGap = (stem: string) => boolean;

/** Whether a token is looked up: a prefix always, a word unless `isGap` leaves it out. */
const tells = (token: QueryToken, isGap: IsGap): boolean => token.prefix || !isGap(token.stem);

/** The tokens that tell (see tells), or all of them when none does. */
function telling(tokens: QueryToken[], isGap: IsGap): QueryToken[] {
  const kept = tokens.filter((token) => tells(token, isGap));
  return kept.length > 0 ? kept : tokens;
}

/** A word or phrase as a tsquery: `'a'`, `'b' <-> 'c'` (or `'b' & 'c'`, its words anywhere), `'d':*`. */
export function tsTerms(terms: TermsNode, join = ' <-> '): string {
  return terms.tokens.map(tsToken).join(join);
}

/**
 * A phrase as a tsquery without the words `isGap` leaves out, their places kept as distances: "artikelen 10 en 11
 * van de Grondwet" as `'artikel' <-> '10' <2> '11' <3> 'grondwet'`. It holds wherever the phrase does; undefined
 * when it would leave out no word or every word.
 */
export function tsTermsWithGaps(terms: TermsNode, isGap: IsGap): string | undefined {
  const kept = terms.tokens.flatMap((token, place) => (tells(token, isGap) ? [place] : []));
  if (kept.length === 0 || kept.length === terms.tokens.length) return undefined;
  return kept
    .map((place, i) => {
      const word = tsToken(terms.tokens[place]!);
      if (i === 0) return word;
      const distance = place - kept[i - 1]!;
      return `${distance === 1 ? '<->' : `<${distance}>`} ${word}`;
    })
    .join(' ');
}

/**
 * A proximity as a tsquery: `a <k> b` finds b starting k positions after a ends, so at most n words between them,
 * in either order, is the alternatives k = 1 … n + 1 both ways.
 */
export function tsNear({ sides: [a, b], distance }: NearNode, side: (terms: TermsNode) => string = tsTerms): string {
  const [left, right] = [`(${side(a)})`, `(${side(b)})`];
  const alternatives = [];
  for (let k = 1; k <= distance + 1; k++) alternatives.push(`${left} <${k}> ${right}`, `${right} <${k}> ${left}`);
  return alternatives.join(' | ');
}

/** A word, phrase or proximity as a tsquery. */
export const tsLeaf = (leaf: TermsNode | NearNode): string => (leaf.kind === 'terms' ? tsTerms(leaf) : tsNear(leaf));

/**
 * Its words anywhere, which a GIN index answers without reading the vectors: a superset of where it lies. Without
 * the words `isGap` leaves out, unless it has no other.
 */
export function tsLeafWords(leaf: TermsNode | NearNode, isGap: IsGap = () => false): string {
  return tsTerms({ kind: 'terms', tokens: telling(leafTokens(leaf), isGap) }, ' & ');
}

/**
 * Any telling word of any of them (see tsLeafWords: of each phrase, as tsRelevance ranks them), which a GIN index
 * answers without reading the vectors; undefined when none.
 */
export function tsAnyWord(leaves: (TermsNode | NearNode)[], isGap: IsGap = () => false): string | undefined {
  const tokens = leaves.flatMap(leafSides).flatMap((side) => telling(side.tokens, isGap));
  return tokens.length === 0 ? undefined : tsTerms({ kind: 'terms', tokens }, ' | ');
}

/**
 * For relevance: any of the words, phrases and proximities; undefined when the query has none. A phrase, also a
 * proximity's, is ranked without the words `isGap` leaves out (see tsTermsWithGaps): ranking compares the places
 * of every two of its words, and a function word's many places made that the costliest part of a phrase's search.
 */
export function tsRelevance(leaves: (TermsNode | NearNode)[], isGap: IsGap = () => false): string | undefined {
  const phrase = (terms: TermsNode) => tsTermsWithGaps(terms, isGap) ?? tsTerms(terms);
  const ranked = leaves.map((leaf) => `(${leaf.kind === 'terms' ? phrase(leaf) : tsNear(leaf, phrase)})`);
  return ranked.length === 0 ? undefined : ranked.join(' | ');
}
