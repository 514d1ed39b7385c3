import { translationsLoader, type RouteObject } from '@court/runtime';
import { SECTION_NAMESPACE } from '../config/i18n';
import { MEDIA_ROOT } from '../config/paths';
import { STAY_INFORMED_NAMESPACE } from '../features/stay-informed/i18n';
import { MAILING_PATH, STAY_INFORMED_PATH } from '../features/stay-informed/paths';

/**
 * The Press and media section. One entry per page; each page module is lazy and loads its data in its
 * loader, so the page renders complete. The section's texts are loaded once, on each top-level route.
 */
export const routes: RouteObject[] = [
  {
    id: 'media',
    path: MEDIA_ROOT,
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      { index: true, lazy: () => import('./routes/media-landing-route') },
      {
        path: 'press-releases-concerning-the-judgments',
        lazy: () => import('./routes/judgment-press-releases-route'),
      },
      { path: 'general-press-releases', lazy: () => import('./routes/general-press-releases-route') },
      { path: 'general-press', lazy: () => import('./routes/media-unit-route') },
      { path: 'planning', lazy: () => import('./routes/planning-route') },
      { path: 'video', lazy: () => import('./routes/video-route') },
      { path: 'prize', lazy: () => import('./routes/prize-route') },
      { path: 'ronde', lazy: () => import('./routes/ronde-route') },
    ],
  },
  // Newsletter subscription pages, with texts of their own.
  {
    path: STAY_INFORMED_PATH,
    loader: translationsLoader(STAY_INFORMED_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/stay-informed-route') }],
  },
  {
    path: MAILING_PATH,
    loader: translationsLoader(STAY_INFORMED_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/mailing-route') }],
  },
];
