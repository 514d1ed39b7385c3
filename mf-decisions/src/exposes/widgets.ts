// Exposed as `decisions/widgets`: what the shell's home page shows of this section.
import type { SectionWidgetsModule } from '@court/runtime';
import { loadSectionTranslations } from '../lib/load-section-translations';

export const widgets: SectionWidgetsModule['widgets'] = [
  {
    id: 'latest-judgments',
    load: async () =>
      (
        await Promise.all([
          import('../features/judgments/components/latest-judgments-widget'),
          loadSectionTranslations(),
        ])
      )[0],
  },
  {
    id: 'next-hearings',
    load: async () =>
      (await Promise.all([import('../features/agenda/components/next-hearings-widget'), loadSectionTranslations()]))[0],
  },
];
