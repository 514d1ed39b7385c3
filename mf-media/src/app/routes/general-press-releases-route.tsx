import type { LoaderFunctionArgs } from '@court/shared';
import { loadPressReleasePage } from '../../features/press-releases/api/load-press-release-page';
import { PressReleasesPage } from '../../features/press-releases/components/press-releases-page';
import { routeLocale } from './route-locale';

/** Route module of `/media/general-press-releases` (`?page=`, `?archive=1`). */
export const loader = (args: LoaderFunctionArgs) =>
  loadPressReleasePage('general', routeLocale(args), new URL(args.request.url));

export const Component = PressReleasesPage;
