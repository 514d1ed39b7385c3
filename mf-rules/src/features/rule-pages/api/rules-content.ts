import { type Locale } from '@court/runtime';
import { fetchContentList, loadContentDocument, type ContentDocument, type ContentResult } from '@court/shared';
import { RULE_TOPICS, type RuleTopic } from '@court/site-map';
import { RULES_CONTENT_DIR, rulesContentPath } from '../../../config/paths';

export type RuleTopicSummary = Pick<ContentDocument, 'slug' | 'title' | 'description'>;

export interface RulesIndexData {
  intro: ContentResult;
  topics: RuleTopicSummary[];
}

export interface RuleTopicData {
  topic: RuleTopic;
  content: ContentResult;
  topics: RuleTopicSummary[];
}

const topicOrder = (slug: string) => (RULE_TOPICS as readonly string[]).indexOf(slug);

/** The topics' titles and descriptions, in menu order; empty if the list cannot be fetched. */
async function loadTopicSummaries(locale: Locale): Promise<RuleTopicSummary[]> {
  try {
    const documents = await fetchContentList(locale, RULES_CONTENT_DIR, { only: ['slug', 'title', 'description'] });
    return documents
      .filter((document) => topicOrder(document.slug) >= 0)
      .sort((a, b) => topicOrder(a.slug) - topicOrder(b.slug));
  } catch {
    return [];
  }
}

/** `/rule`: the introduction and the topics, fetched together. */
export async function loadRulesIndex(locale: Locale): Promise<RulesIndexData> {
  const [intro, topics] = await Promise.all([
    loadContentDocument(locale, rulesContentPath('index')),
    loadTopicSummaries(locale),
  ]);
  return { intro, topics };
}

/** `/rule/{topic}`: the topic's text and, for the side navigation, the other topics. */
export async function loadRuleTopic(locale: Locale, topic: RuleTopic): Promise<RuleTopicData> {
  const [content, topics] = await Promise.all([
    loadContentDocument(locale, rulesContentPath(topic)),
    loadTopicSummaries(locale),
  ]);
  return { topic, content, topics };
}
