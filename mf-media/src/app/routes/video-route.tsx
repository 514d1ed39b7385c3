import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadEditorialPage } from '../../features/media-pages/api/media-content';
import { EditorialPage } from '../../features/media-pages/components/editorial-page';

/** Route module of `/media/video`. */
export const loader = (args: LoaderFunctionArgs) => loadEditorialPage(localeOfParams(args.params), 'video');

export const Component = EditorialPage;
