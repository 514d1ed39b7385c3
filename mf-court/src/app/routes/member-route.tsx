import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadMember } from '../../features/members/api/members';
import { MemberPage } from '../../features/members/components/member-page';

/** Route module of `/court/presentation/members/{id}`; an unknown member is the section's 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return loadMember(localeOfParams(params), params.id ?? '');
}

export const Component = MemberPage;
