import type { ResourceKey } from 'i18next';
import type { Locale, RouteObject } from '@court/runtime';
import { hydrateRoutes, renderRoutes, renderRoutesOnServer, setUpTestI18n } from '@court/shared/testing';
import shellDe from '../../../locales/de.json';
import shellEn from '../../../locales/en.json';
import shellFr from '../../../locales/fr.json';
import shellNl from '../../../locales/nl.json';
import { SiteLayout } from '../../site-layout';

export const SHELL_TEXTS: Record<Locale, ResourceKey> = { de: shellDe, en: shellEn, fr: shellFr, nl: shellNl };

/** The whole frame around a page, at every path, in the URL's language with the real translations. */
function layoutRoutes(url: string): RouteObject[] {
  const locale = url.split('/')[1] as Locale;
  setUpTestI18n(locale, { shell: SHELL_TEXTS[locale] });
  const page = (
    <SiteLayout>
      <h1>A page</h1>
      <p>Its text.</p>
    </SiteLayout>
  );
  return [
    { index: true, element: page },
    { path: '*', element: page },
  ];
}

/** Renders the whole frame around a page at a URL, as the browser's scripts draw it. */
export function renderLayout(url: string) {
  return renderRoutes(layoutRoutes(url), { url });
}

/** The frame's HTML as the server draws it: what a visitor sees before the scripts run, or without them. */
export function renderLayoutOnServer(url: string): HTMLElement {
  return renderRoutesOnServer(layoutRoutes(url), { url });
}

/** Hydrates the server's HTML of the frame (`renderLayoutOnServer`) as the browser does. */
export function hydrateLayout(container: HTMLElement, url: string) {
  return hydrateRoutes(container, layoutRoutes(url), { url });
}
