import { registerTranslations } from '@court/runtime';

export const COURT_NAMESPACE = 'court';

registerTranslations(COURT_NAMESPACE, (locale) => import(`../locales/${locale}.json`));
