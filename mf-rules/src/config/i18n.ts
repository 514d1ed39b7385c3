import { registerTranslations } from '@court/runtime';

export const RULES_NAMESPACE = 'rules';

registerTranslations(RULES_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
