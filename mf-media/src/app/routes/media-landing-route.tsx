import type { LoaderFunctionArgs } from '@court/shared';
import { loadMediaLanding } from '../../features/press-releases/api/load-media-landing';
import { MediaLandingPage } from '../../features/press-releases/components/media-landing-page';
import { routeLocale } from './route-locale';

/** Route module of `/media`. */
export const loader = (args: LoaderFunctionArgs) => loadMediaLanding(routeLocale(args));

export const Component = MediaLandingPage;
