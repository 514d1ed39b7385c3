import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadMediaUnit } from '../../features/media-pages/api/media-content';
import { MediaUnitPage } from '../../features/media-pages/components/media-unit-page';

/** Route module of `/media/general-press`: the media unit. */
export const loader = (args: LoaderFunctionArgs) => loadMediaUnit(localeOfParams(args.params));

export const Component = MediaUnitPage;
