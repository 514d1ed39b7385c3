import { registerTranslations } from '@court/runtime';

export const SECTION_NAMESPACE = 'decisions';

registerTranslations(SECTION_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
