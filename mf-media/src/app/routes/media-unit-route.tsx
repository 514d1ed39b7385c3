import type { LoaderFunctionArgs } from '@court/shared';
import { loadMediaUnit } from '../../features/media-pages/api/media-content';
import { MediaUnitPage } from '../../features/media-pages/components/media-unit-page';
import { routeLocale } from './route-locale';

/** Route module of `/media/general-press`: the media unit. */
export const loader = (args: LoaderFunctionArgs) => loadMediaUnit(routeLocale(args));

export const Component = MediaUnitPage;
