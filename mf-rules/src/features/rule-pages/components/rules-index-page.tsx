import { useDocumentTitle, useLoaderData, useLocalizedHref, useRevalidator } from '@court/runtime';
import { ContentArticle, ErrorState, LinkCards } from '@court/shared';
import { rulesPaths, type RuleTopic } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE } from '../../../config/i18n';
import type { RulesIndexData } from '../api/rules-content';
import { RulesLayout } from './rules-layout';

/** `/rule`: what the section offers, and a card per topic. */
export function RulesIndexPage() {
  const { intro, topics } = useLoaderData() as RulesIndexData;
  const { t } = useTranslation([RULES_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  useDocumentTitle(intro.ok ? intro.document.title : t('sectionTitle'));
  const crumbs = [{ label: t('common:home'), href: href() }, { label: t('sectionTitle') }];

  return (
    <RulesLayout crumbs={crumbs} topics={[]}>
      {intro.ok ? (
        <ContentArticle document={intro.document} />
      ) : (
        <>
          <h1>{t('sectionTitle')}</h1>
          <ErrorState onRetry={() => void revalidator.revalidate()} />
        </>
      )}
      {topics.length > 0 && (
        <section aria-labelledby="rule-topics-heading">
          <h2 id="rule-topics-heading">{t('topicsHeading')}</h2>
          <LinkCards
            headingLevel={3}
            cards={topics.map((topic) => ({
              to: href(rulesPaths.topic(topic.slug as RuleTopic)),
              title: topic.title,
              text: topic.description,
            }))}
          />
        </section>
      )}
    </RulesLayout>
  );
}
