import { registerTranslations } from '@court/shared';

export const SECTION_NAMESPACE = 'court';

registerTranslations(SECTION_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
