import { registerTranslations } from '@court/runtime';

export const SEARCH_NAMESPACE = 'search';

registerTranslations(SEARCH_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
