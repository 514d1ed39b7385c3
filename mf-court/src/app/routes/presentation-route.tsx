import type { LoaderFunctionArgs } from '@court/shared';
import { loadPresentation } from '../../features/content-pages/api/court-content';
import { PresentationPageView } from '../../features/content-pages/components/presentation-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court` and `/court/presentation`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadPresentation(routeLocale(params));
}

export const Component = PresentationPageView;
