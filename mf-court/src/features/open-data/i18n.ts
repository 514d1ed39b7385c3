import { registerTranslations } from '@court/runtime';

/** The open-data page keeps its texts beside it, loaded only when the page is visited. */
export const OPEN_DATA_NAMESPACE = 'court-open-data';

registerTranslations(OPEN_DATA_NAMESPACE, (locale) => import(`./locales/${locale}.json`));
