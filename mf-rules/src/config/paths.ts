import { RULE_TOPICS, type RuleTopic } from '@court/site-map';

/** Folder of the section's texts in the content service (`content/{lang}/rules/`). */
export const RULES_CONTENT_DIR = 'rules';

/** Whether a route's `:topic` is one of the site map's topics. */
export function isRuleTopic(value: unknown): value is RuleTopic {
  return typeof value === 'string' && (RULE_TOPICS as readonly string[]).includes(value);
}

/** Path of a topic's text in the content service: `rules/{topic}` (or `rules/index` for the overview). */
export function rulesContentPath(topic: RuleTopic | 'index'): string {
  return `${RULES_CONTENT_DIR}/${topic}`;
}
