import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadConstitutionTable } from '../../features/basic-texts/api/basic-texts';
import { ConstitutionTablePage } from '../../features/basic-texts/components/constitution-table-page';

/** Route module of the table of the articles of the Constitution referred to by the Court. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadConstitutionTable(localeOfParams(params));
}

export const Component = ConstitutionTablePage;
