import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadPresentation } from '../../features/content-pages/api/court-content';
import { PresentationPageView } from '../../features/content-pages/components/presentation-page';

/** Route module of `/court` and `/court/presentation`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadPresentation(localeOfParams(params));
}

export const Component = PresentationPageView;
