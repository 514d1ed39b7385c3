import { translationsLoader, type RouteObject } from '@court/shared';
import { SECTION_NAMESPACE } from '../config/i18n';

/** Path segments this section owns (DESIGN.md section 1). */
const SEGMENTS = ['court', 'contacts', 'disclaimer', 'privacy-policy', 'accessibility'];

/**
 * While the section is being built, every path it owns shows its placeholder page. It is loaded and routed
 * exactly like a finished section.
 */
export const routes: RouteObject[] = SEGMENTS.map((segment) => ({
  path: `${segment}/*`,
  loader: translationsLoader(SECTION_NAMESPACE),
  lazy: () => import('./routes/placeholder-route'),
}));
