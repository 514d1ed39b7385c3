// Exposed as `decisions/widgets`: what the shell's home page shows of this section.
import type { SectionWidgetsModule } from '@court/runtime';
import { loadSectionTranslations } from '../lib/load-section-translations';

// The home page shows both widgets together: their code is one file (the helpers they share once, not twice).
export const widgets: SectionWidgetsModule['widgets'] = [
  {
    id: 'latest-judgments',
    load: async () =>
      (
        await Promise.all([
          import(/* webpackChunkName: "home-widgets" */ '../features/judgments/components/latest-judgments-widget'),
          loadSectionTranslations(),
        ])
      )[0],
  },
  {
    id: 'next-hearings',
    load: async () =>
      (
        await Promise.all([
          import(/* webpackChunkName: "home-widgets" */ '../features/agenda/components/next-hearings-widget'),
          loadSectionTranslations(),
        ])
      )[0],
  },
];
