import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadPressReleasePage } from '../../features/press-releases/api/load-press-release-page';
import { PressReleasesPage } from '../../features/press-releases/components/press-releases-page';

/** Route module of `/media/press-releases-concerning-the-judgments` (`?page=`, `?archive=1`). */
export const loader = (args: LoaderFunctionArgs) =>
  loadPressReleasePage('judgments', localeOfParams(args.params), new URL(args.request.url));

export const Component = PressReleasesPage;
