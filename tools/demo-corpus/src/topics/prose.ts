import type { Issue, IssueText } from './types.js';

/**
 * The topics' prose is data: each topic module writes the language-neutral fields of its issues (ids, frames,
 * norms, articles, keywords, applicants) and takes what the issues say from `topics/{lang}/{topic}.json`, one
 * file per language keyed by issue id. This is where the files meet the types of types.ts.
 */

/** An issue without its prose, as a topic module writes it. */
export type NeutralIssue = Omit<Issue, 'nl' | 'fr' | 'de' | 'en' | 'opponent'>;

/** One issue's prose in Dutch, French or German; `opponent` is the issue's other side in that language. */
type IssueProse = Omit<IssueText, 'groups'> & { groups?: readonly string[]; opponent?: string };

/** The four prose files of a topic: `topics/{nl,fr,de,en}/{topic}.json`. */
export interface TopicProse {
  nl: Record<string, IssueProse>;
  fr: Record<string, IssueProse>;
  de: Record<string, IssueProse>;
  en: Record<string, Issue['en']>;
}

const TEXT_FIELDS = new Set<string>([
  'subject',
  'tail',
  'provision',
  'measure',
  'groups',
  'aim',
  'facts',
  'claim',
  'defence',
  'violation',
  'noViolation',
  'opponent',
] satisfies (keyof IssueProse)[]);

function entry<T>(file: Record<string, T>, lang: string, id: string): T {
  const value = file[id];
  if (value === undefined) throw new Error(`topics/${lang}: no prose for issue ${id}`);
  return value;
}

/** The issue text of one language; what JSON cannot say (the pair of groups, no stray field) is checked here. */
function issueText(prose: IssueProse, lang: string, id: string): IssueText {
  const { opponent: _opponent, ...text } = prose;
  const stray = Object.keys(text).filter((key) => !TEXT_FIELDS.has(key));
  if (stray.length > 0) throw new Error(`topics/${lang}: issue ${id} has unknown fields ${stray.join(', ')}`);
  if (text.groups && text.groups.length !== 2) throw new Error(`topics/${lang}: issue ${id} must compare two groups`);
  return text as IssueText;
}

/** The issues of a topic with their prose in every language; the files must hold exactly the topic's issues. */
export function withProse(prose: TopicProse, issues: readonly NeutralIssue[]): Issue[] {
  const ids = issues.map((issue) => issue.id).join(', ');
  for (const lang of ['nl', 'fr', 'de', 'en'] as const) {
    const written = Object.keys(prose[lang]).join(', ');
    if (written !== ids) throw new Error(`topics/${lang}: the prose is for issues ${written}, the topic has ${ids}`);
  }
  return issues.map((neutral) => {
    const { id } = neutral;
    const nl = entry(prose.nl, 'nl', id);
    const fr = entry(prose.fr, 'fr', id);
    const de = entry(prose.de, 'de', id);
    const opponents = [nl.opponent, fr.opponent, de.opponent].filter((o) => o !== undefined).length;
    if (opponents % 3 !== 0) throw new Error(`topics: issue ${id} names its opponent in some languages only`);
    return {
      ...neutral,
      ...(nl.opponent !== undefined &&
        fr.opponent !== undefined &&
        de.opponent !== undefined && { opponent: { nl: nl.opponent, fr: fr.opponent, de: de.opponent } }),
      nl: issueText(nl, 'nl', id),
      fr: issueText(fr, 'fr', id),
      de: issueText(de, 'de', id),
      en: entry(prose.en, 'en', id),
    };
  });
}
