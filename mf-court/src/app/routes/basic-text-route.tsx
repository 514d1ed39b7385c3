import { data, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { isBasicTextToken } from '../../config/paths';
import { loadBasicTextPage } from '../../features/basic-texts/api/basic-texts';
import { BasicTextPage } from '../../features/basic-texts/components/basic-text-page';

/** Route module of `/court/basic-text/{token}`: a token without a text is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isBasicTextToken(params.token)) throw data('This page could not be found', { status: 404 });
  return loadBasicTextPage(localeOfParams(params), params.token);
}

export const Component = BasicTextPage;
