import { registerTranslations } from '@court/runtime';

export const AUTH_NAMESPACE = 'auth';

registerTranslations(AUTH_NAMESPACE, (locale) => import(`./locales/${locale}.json`));
