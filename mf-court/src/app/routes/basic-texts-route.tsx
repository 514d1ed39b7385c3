import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadBasicTexts } from '../../features/basic-texts/api/basic-texts';
import { BasicTextsPage } from '../../features/basic-texts/components/basic-texts-page';

/** Route module of `/court/basic-text`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadBasicTexts(localeOfParams(params));
}

export const Component = BasicTextsPage;
