import { data, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { isPresentationTextPage } from '../../config/paths';
import { loadPresentationTextPage } from '../../features/content-pages/api/court-content';
import { PresentationTextPageView } from '../../features/content-pages/components/presentation-text-page';

/** Route module of `/court/presentation/{page}`; an unknown page is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPresentationTextPage(params.page)) throw data('This page could not be found', { status: 404 });
  return loadPresentationTextPage(localeOfParams(params), params.page);
}

export const Component = PresentationTextPageView;
