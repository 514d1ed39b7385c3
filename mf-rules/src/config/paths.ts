/** The topics of the Rules section, in menu order; each is a content block `rules/{topic}`. */
export const RULE_TOPICS = [
  'recommendations-to-the-judges-a-quo-and-the-parties',
  'anonymization-policy',
  'pleadings-procedure',
  'others-info',
] as const;

export type RuleTopic = (typeof RULE_TOPICS)[number];

export const RULES_ROOT = 'rule';

/** Folder of the section's texts in the content service (`content/{lang}/rules/`). */
export const RULES_CONTENT_DIR = 'rules';

export function isRuleTopic(value: unknown): value is RuleTopic {
  return typeof value === 'string' && (RULE_TOPICS as readonly string[]).includes(value);
}

/** Path of a Rules page without its language: `rule` or `rule/{topic}`. */
export function rulesPath(topic?: RuleTopic): string {
  return topic ? `${RULES_ROOT}/${topic}` : RULES_ROOT;
}

/** Path of a topic's text in the content service: `rules/{topic}` (or `rules/index` for the overview). */
export function rulesContentPath(topic: RuleTopic | 'index'): string {
  return `${RULES_CONTENT_DIR}/${topic}`;
}
