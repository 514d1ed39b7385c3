import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { ARTICLE_LISTED_IN_FULL, loadConstitutionTable } from '../../features/basic-texts/api/basic-texts';
import { ConstitutionTablePage } from '../../features/basic-texts/components/constitution-table-page';

/** Route module of the table of the articles of the Constitution referred to by the Court. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const articleListedInFull = new URL(request.url).searchParams.get(ARTICLE_LISTED_IN_FULL);
  return loadConstitutionTable(localeOfParams(params), articleListedInFull);
}

export const Component = ConstitutionTablePage;
