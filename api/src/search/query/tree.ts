import type { JudgmentNumber } from '@court/contract/number-lists';

/**
 * The shape of a search once read: words and phrases (sequences of stems), proximity between two of them, field
 * filters, and the AND (with exclusions) and OR that combine them. The same tree serves both engines, the
 * snippets and the relevance; `Tree<Leaf>` is read with field filters (`FieldNode`) and matched once each filter
 * became the ids it names (`IdsNode`).
 */

export interface QueryToken {
  stem: string;
  prefix: boolean;
  /** A Dutch or German compound's parts, as stems (src/search/text/compounds.ts). */
  parts?: string[];
}

/** A word or a phrase: its stems, adjacent and in order. */
export interface TermsNode {
  kind: 'terms';
  tokens: QueryToken[];
}

/** Two words or phrases in either order with at most `distance` words between them, in one column. */
export interface NearNode {
  kind: 'near';
  sides: [TermsNode, TermsNode];
  distance: number;
}

export interface AndNode<Leaf> {
  kind: 'and';
  include: Tree<Leaf>[];
  exclude: Tree<Leaf>[];
}

export interface OrNode<Leaf> {
  kind: 'or';
  any: Tree<Leaf>[];
}

export type Tree<Leaf> = TermsNode | NearNode | Leaf | AndNode<Leaf> | OrNode<Leaf>;

export type FieldName = 'keyword' | 'norm' | 'number' | 'roll';

/** A field filter as typed: `keyword:égalité`, `norm:const-1994:10`, `number:42/2026`, `roll:7812`. */
export type FieldNode =
  | { kind: 'field'; field: 'keyword'; terms: TermsNode }
  | { kind: 'field'; field: 'norm'; norm: string; article?: string }
  | { kind: 'field'; field: 'number'; numbers: JudgmentNumber[] }
  | { kind: 'field'; field: 'roll'; rolls: string[] };

/** The documents a field filter names, by judgment id or roll number. */
export interface IdsNode {
  kind: 'ids';
  ids: number[];
}

export type ParsedQuery = Tree<FieldNode>;
export type MatchQuery = Tree<IdsNode>;

type AnyQuery = ParsedQuery | MatchQuery;

const children = (node: AndNode<unknown> | OrNode<unknown>): AnyQuery[] =>
  (node.kind === 'and' ? node.include : node.any) as AnyQuery[];

/** The words and phrases the query looks for (not those it excludes), including those of proximity and keywords. */
export function positiveTerms(node: AnyQuery): TermsNode[] {
  if (node.kind === 'terms') return [node];
  if (node.kind === 'near') return [...node.sides];
  if (node.kind === 'field') return node.field === 'keyword' ? [node.terms] : [];
  if (node.kind === 'ids') return [];
  return children(node).flatMap(positiveTerms);
}

/** The words, phrases and proximities the query looks for, which relevance scores. */
export function positiveTextLeaves(node: AnyQuery): (TermsNode | NearNode)[] {
  if (node.kind === 'terms' || node.kind === 'near') return [node];
  if (node.kind === 'field' || node.kind === 'ids') return [];
  return children(node).flatMap(positiveTextLeaves);
}

/** The tree with each field filter replaced by the ids it names. */
export async function resolveFields(
  node: ParsedQuery,
  idsOf: (field: FieldNode) => Promise<number[]>,
): Promise<MatchQuery> {
  switch (node.kind) {
    case 'field':
      return { kind: 'ids', ids: await idsOf(node) };
    case 'and': {
      const [include, exclude] = await Promise.all([
        Promise.all(node.include.map((child) => resolveFields(child, idsOf))),
        Promise.all(node.exclude.map((child) => resolveFields(child, idsOf))),
      ]);
      return { kind: 'and', include, exclude };
    }
    case 'or':
      return { kind: 'or', any: await Promise.all(node.any.map((child) => resolveFields(child, idsOf))) };
    default:
      return node;
  }
}
