import { data, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { isPublicationList } from '../../config/paths';
import { loadPublications } from '../../features/publications/api/publications';
import { PublicationsPage } from '../../features/publications/components/publications-page';

/** Route module of `/court/publications/{kind}`; an unknown kind is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isPublicationList(params.kind)) throw data('This page could not be found', { status: 404 });
  return loadPublications(localeOfParams(params), params.kind);
}

export const Component = PublicationsPage;
