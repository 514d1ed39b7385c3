import type { MatchQuery, NearNode, QueryToken, TermsNode } from './query/tree.js';
import type { TextLang } from './text/analyze.js';

/**
 * A query's Dutch and German compounds, matched as the index holds them (each compound followed by its parts,
 * see indexStems in ./text/analyze.ts), on both engines alike:
 *
 * - a compound alone finds itself, or its parts near each other in either order (`gelijkheidsbeginsel` finds
 *   `beginsel van gelijkheid` and `… gelijkheid als beginsel …`): the modifiers as a phrase, the head within
 *   `PARTS_NEAR` words of them;
 * - in a phrase or beside NEAR, a compound is either itself followed by its parts (the text holds the compound)
 *   or its parts side by side (the text writes them apart, or holds the compound: its parts follow it).
 *
 * Parts need nothing here: the index holds them after every compound, so `gelijkheid beginsel` finds
 * `gelijkheidsbeginsel`. Prefixes are left as typed (a start of a word is no compound).
 */

/** Far enough for `beginsel van de gelijkheid`, `Grundsatz der Gleichheit aller`. */
export const PARTS_NEAR = 3;

const terms = (tokens: QueryToken[]): TermsNode => ({ kind: 'terms', tokens });
const word = (stem: string): QueryToken => ({ stem, prefix: false });

/** A phrase's two readings: compounds with their parts after them, and compounds replaced by their parts. */
function readings(phrase: TermsNode): [TermsNode, TermsNode] | undefined {
  const split = phrase.tokens.map((token) => ({ token, parts: token.parts }));
  if (split.every(({ parts }) => !parts)) return undefined;
  return [
    terms(split.flatMap(({ token, parts }) => [token, ...(parts ?? []).map(word)])),
    terms(split.flatMap(({ token, parts }) => (parts ? parts.map(word) : [token]))),
  ];
}

function expandTerms(node: TermsNode): MatchQuery {
  const [only] = node.tokens;
  if (node.tokens.length === 1 && only) {
    const parts = only.parts;
    if (!parts) return node;
    const head = parts[parts.length - 1]!;
    const near: NearNode = {
      kind: 'near',
      sides: [terms(parts.slice(0, -1).map(word)), terms([word(head)])],
      distance: PARTS_NEAR,
    };
    return { kind: 'or', any: [node, near] };
  }
  const both = readings(node);
  return both ? { kind: 'or', any: both } : node;
}

function expandNear(node: NearNode): MatchQuery {
  const [left, right] = node.sides.map((side) => readings(side) ?? [side, side]) as [
    [TermsNode, TermsNode],
    [TermsNode, TermsNode],
  ];
  if (left[0] === left[1] && right[0] === right[1]) return node;
  return {
    kind: 'or',
    any: [0, 1].map((i): NearNode => ({ ...node, sides: [left[i]!, right[i]!] })),
  };
}

/** The query with each compound it looks for or excludes matched as described above. */
export function withCompounds(node: MatchQuery, lang: TextLang): MatchQuery {
  if (lang !== 'nl' && lang !== 'de') return node;
  switch (node.kind) {
    case 'terms':
      return expandTerms(node);
    case 'near':
      return expandNear(node);
    case 'ids':
      return node;
    case 'or':
      return { kind: 'or', any: node.any.map((child) => withCompounds(child, lang)) };
    case 'and':
      return {
        kind: 'and',
        include: node.include.map((child) => withCompounds(child, lang)),
        exclude: node.exclude.map((child) => withCompounds(child, lang)),
      };
  }
}
