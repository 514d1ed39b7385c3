import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadPressReleasePage } from '../../features/press-releases/api/load-press-release-page';
import { PressReleasesPage } from '../../features/press-releases/components/press-releases-page';

/** Route module of `/media/general-press-releases` (`?page=`, `?archive=1`). */
export const loader = (args: LoaderFunctionArgs) =>
  loadPressReleasePage('general', localeOfParams(args.params), new URL(args.request.url));

export const Component = PressReleasesPage;
