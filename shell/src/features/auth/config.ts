import { registerTranslations } from '@court/runtime';

export const AUTH_NAMESPACE = 'auth';

registerTranslations(AUTH_NAMESPACE, (locale) => import(`./locales/${locale}.json`));

/** Paths of the login area below the language (spec section 2). */
export const AUTH_PATHS = {
  login: 'auth/login',
  callback: 'auth/callback',
  logout: 'auth/logout',
  formWizard: 'auth/FormWizard',
  loggedOut: 'logout',
  admin: 'admin',
  adminPage: 'admin/apage',
} as const;
