import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadRulesIndex } from '../../features/rule-pages/api/rules-content';
import { RulesIndexPage } from '../../features/rule-pages/components/rules-index-page';

/** Route module of `/rule`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadRulesIndex(localeOfParams(params));
}

export const Component = RulesIndexPage;
