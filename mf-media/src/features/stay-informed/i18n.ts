import { registerTranslations } from '@court/runtime';

/** The texts of the subscription pages, apart from the press pages', so each loads only what it shows. */
export const STAY_INFORMED_NAMESPACE = 'stayInformed';

registerTranslations(STAY_INFORMED_NAMESPACE, (locale) => import(`./locales/${locale}.json`));
