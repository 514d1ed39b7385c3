import { DEFAULT_LOCALE, isLocale, type LoaderFunctionArgs } from '@court/shared';
import { loadRulesIndex } from '../../features/rule-pages/api/rules-content';
import { RulesIndexPage } from '../../features/rule-pages/components/rules-index-page';

/** Route module of `/rule`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadRulesIndex(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE);
}

export const Component = RulesIndexPage;
