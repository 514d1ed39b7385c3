import type { LoaderFunctionArgs } from '@court/shared';
import { loadMember } from '../../features/members/api/members';
import { MemberPage } from '../../features/members/components/member-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/presentation/members/{id}`; an unknown member is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadMember(routeLocale(params), params.id ?? '');
}

export const Component = MemberPage;
