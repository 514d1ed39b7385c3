import { translationsLoader, type RouteObject } from '@court/runtime';
import { notFoundRoute } from '@court/shared';
import { MEDIA_PAGES, mediaPaths, type MediaPage } from '@court/site-map';
import { SECTION_NAMESPACE } from '../config/i18n';
import { STAY_INFORMED_NAMESPACE } from '../features/stay-informed/i18n';
import { CONSOLE_NAMESPACE } from '../features/press-console/i18n';

/** The page module of each page under `/media` (the site map lists the pages, in menu order). */
const PAGE_MODULES: Record<MediaPage, RouteObject['lazy']> = {
  'press-releases-concerning-the-judgments': () => import('./routes/judgment-press-releases-route'),
  'general-press-releases': () => import('./routes/general-press-releases-route'),
  'general-press': () => import('./routes/media-unit-route'),
  planning: () => import('./routes/planning-route'),
  video: () => import('./routes/video-route'),
  prize: () => import('./routes/prize-route'),
  ronde: () => import('./routes/ronde-route'),
};

/** A path of the site map below `media/`, as a child route of the section's root writes it. */
const relativeToMedia = (path: string) => path.slice(`${mediaPaths.root()}/`.length);

/**
 * The Press and media section. One entry per page; each page module is lazy and loads its data in its
 * loader, so the page renders complete. The section's texts are loaded once, on each top-level route.
 */
export const routes: RouteObject[] = [
  {
    id: 'media',
    path: mediaPaths.root(),
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      { index: true, lazy: () => import('./routes/media-landing-route') },
      // Relative to the section's root: `media/{page}` is the site map's `mediaPaths.page(page)`.
      ...MEDIA_PAGES.map((page) => ({ path: page, lazy: PAGE_MODULES[page] })),
      // The press office's console: its pages load its texts, which no public page carries.
      {
        path: relativeToMedia(mediaPaths.console()),
        loader: translationsLoader(CONSOLE_NAMESPACE),
        children: [
          { index: true, lazy: () => import('./routes/console-list-route') },
          { path: 'new', lazy: () => import('./routes/console-new-release-route') },
          { path: 'releases/:id', lazy: () => import('./routes/console-release-route') },
          { path: 'callback', lazy: () => import('./routes/console-callback-route') },
        ],
      },
      notFoundRoute,
    ],
  },
  // Newsletter subscription pages, with texts of their own.
  {
    path: mediaPaths.stayInformed(),
    loader: translationsLoader(STAY_INFORMED_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/stay-informed-route') }],
  },
  {
    path: mediaPaths.mailing(),
    loader: translationsLoader(STAY_INFORMED_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/mailing-route') }],
  },
];
