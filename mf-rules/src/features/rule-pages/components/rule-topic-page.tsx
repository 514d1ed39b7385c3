import { useLoaderData, useLocalizedHref, useRevalidator } from '@court/runtime';
import { ContentArticle, ErrorState } from '@court/shared';
import { rulesPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE } from '../../../config/i18n';
import type { RuleTopicData } from '../api/rules-content';
import { RulesLayout } from './rules-layout';

/** `/rule/{topic}`: one topic's text, with the other topics beside it. */
export function RuleTopicPage() {
  const { topic, content, topics } = useLoaderData() as RuleTopicData;
  const { t } = useTranslation([RULES_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const title = content.ok ? content.document.title : t(`topics.${topic}`);
  const crumbs = [
    { label: t('common:home'), href: href() },
    { label: t('sectionTitle'), href: href(rulesPaths.root()) },
    { label: title },
  ];

  return (
    <RulesLayout crumbs={crumbs} topics={topics}>
      {content.ok ? (
        <ContentArticle document={content.document} />
      ) : (
        <>
          <h1>{title}</h1>
          <ErrorState onRetry={() => void revalidator.revalidate()} />
        </>
      )}
    </RulesLayout>
  );
}
