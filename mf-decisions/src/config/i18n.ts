import { registerTranslations } from '@court/shared';

export const SECTION_NAMESPACE = 'decisions';

registerTranslations(SECTION_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
