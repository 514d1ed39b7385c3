import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadMembers } from '../../features/members/api/members';
import { MembersPage } from '../../features/members/components/members-page';

/** Route module of `/court/presentation/members`. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadMembers(localeOfParams(params));
}

export const Component = MembersPage;
