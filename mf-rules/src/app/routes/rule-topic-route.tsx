import { data, localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { isRuleTopic } from '../../config/paths';
import { loadRuleTopic } from '../../features/rule-pages/api/rules-content';
import { RuleTopicPage } from '../../features/rule-pages/components/rule-topic-page';

/** Route module of `/rule/{topic}`; an unknown topic is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isRuleTopic(params.topic)) throw data('This page could not be found', { status: 404 });
  return loadRuleTopic(localeOfParams(params), params.topic);
}

export const Component = RuleTopicPage;
