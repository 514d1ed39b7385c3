import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
import { nameSectionStylesByAddress } from './federation/section-styles';
import { checkSessionAtStartUp } from './features/auth/session-check';
import { SHELL_NAMESPACE } from './features/locale/locale-loader';

registerTranslations(SHELL_NAMESPACE, (locale) => import(`./locales/${locale}.json`));

async function start(): Promise<void> {
  const locale = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
  initI18n(locale);
  nameSectionStylesByAddress();
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
  const render = await waitForFirstPage(router, container);
  if (render === 'keep') return;
  // The login check starts once the first render is committed: a hydration must find the state the server drew.
  // `data-live` then tells that the page is the script's (what the browser tests wait for).
  const afterFirstCommit = () => {
    container.setAttribute('data-live', '');
    checkSessionAtStartUp();
  };
  const site = (
    <StrictMode>
      <AfterFirstCommit run={afterFirstCommit} />
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (render === 'hydrate') {
    // The server's markup is the live page: React takes it over in place. A page that differs is drawn anew,
    // and says so, since that must never happen.
    hydrateRoot(container, site, {
      onRecoverableError: (error) => console.error('Hydration failed: the page was drawn again', error),
    });
  } else {
    createRoot(container).render(site);
  }
}

let committed = false;

/** Runs once, after the first commit of the site (also where development mode runs effects twice). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => {
    if (committed) return;
    committed = true;
    run();
  }, [run]);
  return null;
}

void start();
