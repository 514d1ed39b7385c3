import { registerTranslations } from '@court/shared';

export const SECTION_NAMESPACE = 'search';

registerTranslations(SECTION_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
