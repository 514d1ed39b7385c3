import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadOrganization } from '../../features/members/api/members';
import { OrganizationPage } from '../../features/members/components/organization-page';

/** Route module of `/court/presentation/organization`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadOrganization(localeOfParams(params));
}

export const Component = OrganizationPage;
