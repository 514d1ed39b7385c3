import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadEditorialPage } from '../../features/media-pages/api/media-content';
import { EditorialPage } from '../../features/media-pages/components/editorial-page';

/** Route module of `/media/prize`. */
export const loader = (args: LoaderFunctionArgs) => loadEditorialPage(localeOfParams(args.params), 'prize');

export const Component = EditorialPage;
