import type { SectionWidgetsModule } from '@court/runtime';

/**
 * Exposed as `media/widgets`: what the Press section places on the home page. Each widget's code is loaded
 * only when the home page shows it.
 */
export const widgets: SectionWidgetsModule['widgets'] = [
  {
    id: 'latest-press-releases',
    load: () => import('../features/press-releases/components/latest-press-widget'),
  },
];
