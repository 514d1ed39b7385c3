import type { ResourceKey } from 'i18next';
import type { Locale } from '@court/runtime';
import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import shellDe from '../../../locales/de.json';
import shellEn from '../../../locales/en.json';
import shellFr from '../../../locales/fr.json';
import shellNl from '../../../locales/nl.json';
import { SiteLayout } from '../../site-layout';

export const SHELL_TEXTS: Record<Locale, ResourceKey> = { de: shellDe, en: shellEn, fr: shellFr, nl: shellNl };

/** Renders the whole frame around a page at a URL, in the URL's language, with the real translations. */
export function renderLayout(url: string) {
  const locale = url.split('/')[1] as Locale;
  setUpTestI18n(locale, { shell: SHELL_TEXTS[locale] });
  const page = (
    <SiteLayout>
      <h1>A page</h1>
      <p>Its text.</p>
    </SiteLayout>
  );
  return renderRoutes(
    [
      { index: true, element: page },
      { path: '*', element: page },
    ],
    { url },
  );
}
