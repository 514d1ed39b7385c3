import { translationsLoader, type RouteObject } from '@court/runtime';
import { notFoundRoute } from '@court/shared';
import { rulesPaths } from '@court/site-map';
import { RULES_NAMESPACE } from '../config/i18n';

/**
 * The Rules section: `/rule` (the topics) and `/rule/{topic}`. Page modules are lazy; each loads its text
 * from the content service in its loader, so the page renders complete.
 */
export const routes: RouteObject[] = [
  {
    id: 'rules',
    path: rulesPaths.root(),
    loader: translationsLoader(RULES_NAMESPACE),
    children: [
      { index: true, lazy: () => import('./routes/rules-index-route') },
      { path: ':topic', lazy: () => import('./routes/rule-topic-route') },
      notFoundRoute,
    ],
  },
];
