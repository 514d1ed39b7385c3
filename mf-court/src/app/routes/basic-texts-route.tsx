import type { LoaderFunctionArgs } from '@court/shared';
import { loadBasicTexts } from '../../features/basic-texts/api/basic-texts';
import { BasicTextsPage } from '../../features/basic-texts/components/basic-texts-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/basic-text`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadBasicTexts(routeLocale(params));
}

export const Component = BasicTextsPage;
