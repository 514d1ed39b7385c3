import type { LoaderFunctionArgs } from 'react-router';
import { localeOfParams } from '../locale/locales';
import { loadTranslations } from '../i18n/i18n';
import { COMMON_NAMESPACE } from '../i18n/common-namespace';

/**
 * A route loader that loads an app's namespace (and the common one) in the route's language before the page
 * renders. Sections put it on their top route: `{ path: 'rule', loader: translationsLoader('rules'), … }`.
 */
export function translationsLoader(namespace: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    await loadTranslations(localeOfParams(params), [COMMON_NAMESPACE, namespace]);
    return null;
  };
}
