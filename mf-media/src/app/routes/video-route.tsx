import type { LoaderFunctionArgs } from '@court/shared';
import { loadEditorialPage } from '../../features/media-pages/api/media-content';
import { EditorialPage } from '../../features/media-pages/components/editorial-page';
import { routeLocale } from './route-locale';

/** Route module of `/media/video`. */
export const loader = (args: LoaderFunctionArgs) => loadEditorialPage(routeLocale(args), 'video');

export const Component = EditorialPage;
