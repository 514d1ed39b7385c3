import { registerTranslations } from '@court/runtime';

export const SECTION_NAMESPACE = 'media';

registerTranslations(SECTION_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
