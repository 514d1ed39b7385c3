import type { LoaderFunctionArgs } from '@court/shared';
import { loadConstitutionTable } from '../../features/basic-texts/api/basic-texts';
import { ConstitutionTablePage } from '../../features/basic-texts/components/constitution-table-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of the table of the articles of the Constitution referred to by the Court. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadConstitutionTable(routeLocale(params));
}

export const Component = ConstitutionTablePage;
