import { registerTranslations } from '@court/shared';

export const RULES_NAMESPACE = 'rules';

registerTranslations(RULES_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
