import type { ReactNode } from 'react';
import { useLocalizedHref } from '@court/runtime';
import { SectionLayout, type Crumb } from '@court/shared';
import { rulesPaths, type RuleTopic } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE } from '../../../config/i18n';
import type { RuleTopicSummary } from '../api/rules-content';

interface RulesLayoutProps {
  crumbs: Crumb[];
  topics: RuleTopicSummary[];
  children: ReactNode;
}

/** The Rules section's page layout: breadcrumbs, the topics as side navigation, the page. */
export function RulesLayout({ crumbs, topics, children }: RulesLayoutProps) {
  const { t } = useTranslation(RULES_NAMESPACE);
  const href = useLocalizedHref();
  const nav =
    topics.length > 0
      ? {
          id: 'rules-nav-heading',
          heading: t('sectionTitle'),
          links: topics.map((topic) => ({
            to: href(rulesPaths.topic(topic.slug as RuleTopic)),
            label: topic.title,
            end: true,
          })),
        }
      : undefined;
  return (
    <SectionLayout crumbs={crumbs} nav={nav}>
      {children}
    </SectionLayout>
  );
}
