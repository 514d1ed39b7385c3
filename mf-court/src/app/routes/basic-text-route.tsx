import { data, type LoaderFunctionArgs } from '@court/shared';
import { isBasicTextToken } from '../../config/paths';
import { loadBasicTextPage } from '../../features/basic-texts/api/basic-texts';
import { BasicTextPage } from '../../features/basic-texts/components/basic-text-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/basic-text/{token}`: a token without a text is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isBasicTextToken(params.token)) throw data('This page could not be found', { status: 404 });
  return loadBasicTextPage(routeLocale(params), params.token);
}

export const Component = BasicTextPage;
