import type { LoaderFunctionArgs } from '@court/shared';
import { loadMembers } from '../../features/members/api/members';
import { MembersPage } from '../../features/members/components/members-page';
import { routeLocale } from '../../lib/route-locale';

/** Route module of `/court/presentation/members`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadMembers(routeLocale(params));
}

export const Component = MembersPage;
