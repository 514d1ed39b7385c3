import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadEditorialPage } from '../../features/media-pages/api/media-content';
import { EditorialPage } from '../../features/media-pages/components/editorial-page';

/** Route module of `/media/ronde`. */
export const loader = (args: LoaderFunctionArgs) => loadEditorialPage(localeOfParams(args.params), 'ronde');

export const Component = EditorialPage;
