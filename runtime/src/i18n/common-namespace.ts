import { registerTranslations } from './i18n';

/** Namespace of the texts the shared components show (error cards, empty states, the spec's messages). */
export const COMMON_NAMESPACE = 'common';

registerTranslations(COMMON_NAMESPACE, (locale) => import(`./locales/${locale}.json`));
