import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  COMMON_NAMESPACE,
  DEFAULT_LOCALE,
  initI18n,
  loadTranslations,
  localeOfPath,
  registerTranslations,
  RouterProvider,
  setNavigator,
} from '@court/runtime';
import '@court/shared/tokens.css';
import './app/global.css';
import { waitForFirstPage } from './app/first-navigation';
import { createAppRouter } from './app/router';
import { createSiteNavigator } from './app/site-navigator';
import { fetchRemoteConfig } from './federation/remote-config';
import { preloadSectionOf, registerSections } from './federation/section-loader';
import { checkSessionAtStartUp } from './features/auth/session-check';
import { SHELL_NAMESPACE } from './features/locale/locale-loader';

registerTranslations(SHELL_NAMESPACE, (locale) => import(`./locales/${locale}.json`));

async function start(): Promise<void> {
  const locale = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
  initI18n(locale);
  // The runtime config and the first texts are fetched together, before the first render; the section of the
  // page, if any, starts loading as soon as the config says where it lives.
  const [config] = await Promise.all([
    fetchRemoteConfig().then((remotes) => {
      registerSections(remotes);
      preloadSectionOf(window.location.pathname, remotes);
      return remotes;
    }),
    loadTranslations(locale, [COMMON_NAMESPACE, SHELL_NAMESPACE]),
  ]);
  const router = createAppRouter(config);
  setNavigator(createSiteNavigator(router));

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await waitForFirstPage(router, container);
  // The first commit empties the container: the first screen of the HTML gives way to the live page at once.
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // The login check runs beside the first render; protected pages wait for it.
  checkSessionAtStartUp();
}

void start();
