import type { LoaderFunctionArgs } from '@court/shared';
import { loadOrganization } from '../../features/members/api/members';
import { OrganizationPage } from '../../features/members/components/organization-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/presentation/organization`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadOrganization(routeLocale(params));
}

export const Component = OrganizationPage;
