import { data, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { isLegalPage } from '../../config/paths';
import { loadLegalPage } from '../../features/content-pages/api/court-content';
import { LegalPageView } from '../../features/content-pages/components/legal-page';

/** Route module of `/contacts`, `/disclaimer`, `/privacy-policy` and `/accessibility`: the page is the path. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const page = new URL(request.url).pathname.split('/')[2];
  if (!isLegalPage(page)) throw data('This page could not be found', { status: 404 });
  return loadLegalPage(localeOfParams(params), page);
}

export const Component = LegalPageView;
