import { registerTranslations } from '@court/runtime';

/** The press console's texts, loaded only by its pages: no public page carries them. */
export const CONSOLE_NAMESPACE = 'pressConsole';

registerTranslations(CONSOLE_NAMESPACE, (locale) => import(`./locales/${locale}.json`));
