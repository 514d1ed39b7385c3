import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadMediaLanding } from '../../features/press-releases/api/load-media-landing';
import { MediaLandingPage } from '../../features/press-releases/components/media-landing-page';

/** Route module of `/media`. */
export const loader = (args: LoaderFunctionArgs) => loadMediaLanding(localeOfParams(args.params));

export const Component = MediaLandingPage;
