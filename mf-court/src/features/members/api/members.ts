import { data, toApiError, type ApiClient, type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import type { List, Member, MemberDetail, MemberListParams } from '@court/contract';
import { apiClient, partApiClient } from '../../../lib/api-client';
import { MEMBERS_CONTENT, ORGANIZATION_BLOCKS, type OrganizationBlock } from '../../../config/paths';

export type { Member, MemberDetail };
export type MemberGroup = Member['group'];
export type MemberRole = Member['role'];

export const MEMBER_GROUPS: readonly MemberGroup[] = ['plain', 'emeritus', 'historic'];
/** The order of the roles on the pages: presidents, judges, registrars, legal secretaries, office staff. */
export const MEMBER_ROLES: readonly MemberRole[] = ['president', 'judge', 'registrar', 'legalSecretary', 'officeStaff'];

/** The API's largest page; a court has about a hundred people, so one or two pages per group. */
const PAGE_SIZE = 100;

/** Every member of a group, in the API's order (by role, then by seniority), over as many pages as it takes. */
export async function fetchMembers(
  client: ApiClient,
  params: Pick<MemberListParams, 'group' | 'role'>,
): Promise<Member[]> {
  const page = (number: number) =>
    client.get<List<Member>>('/members', { params: { ...params, page: number, pageSize: PAGE_SIZE } });
  const first = (await page(1)).data;
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest.map((response) => response.data)].flatMap((list) => list.items);
}

export interface MembersData {
  intro: ContentResult;
  groups: Settled<Record<MemberGroup, Member[]>>;
}

/** `/court/presentation/members`: the introduction and the three groups, fetched together. */
export async function loadMembers(locale: Locale): Promise<MembersData> {
  const [intro, groups] = await Promise.all([
    loadContentDocument(locale, MEMBERS_CONTENT),
    settle(
      Promise.all(MEMBER_GROUPS.map((group) => fetchMembers(apiClient, { group }))).then(
        ([plain, emeritus, historic]) => ({ plain: plain!, emeritus: emeritus!, historic: historic! }),
      ),
    ),
  ]);
  return { intro, groups };
}

export interface MemberData {
  member: MemberDetail;
}

/** `/court/presentation/members/{id}`; an unknown member is the page's 404. */
export async function loadMember(locale: Locale, id: string): Promise<MemberData> {
  try {
    const { data: member } = await apiClient.get<MemberDetail>(`/members/${encodeURIComponent(id)}`, {
      params: { lang: locale },
    });
    return { member };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 404 || apiError.status === 400) {
      throw data('This page could not be found', { status: 404, statusText: 'Not Found' });
    }
    throw apiError;
  }
}

/** The roles of the people each organisation text introduces. */
export const ORGANIZATION_ROLES: Record<OrganizationBlock, readonly MemberRole[]> = {
  judge: ['president', 'judge'],
  clerk: ['registrar'],
  referendar: ['legalSecretary'],
  'office-staff': ['officeStaff'],
};

export interface OrganizationData {
  blocks: Record<OrganizationBlock, ContentResult>;
  /** The current members, shown under the text of their group; a failure leaves the texts. */
  current: Settled<Member[]>;
}

/** `/court/presentation/organization`: the four texts and the current members, fetched together. */
export async function loadOrganization(locale: Locale): Promise<OrganizationData> {
  const names = Object.keys(ORGANIZATION_BLOCKS) as OrganizationBlock[];
  const [current, blocks] = await Promise.all([
    settle(fetchMembers(partApiClient, { group: 'plain' })),
    Promise.all(names.map((name) => loadContentDocument(locale, ORGANIZATION_BLOCKS[name]))),
  ]);
  return {
    current,
    blocks: Object.fromEntries(names.map((name, index) => [name, blocks[index]])) as OrganizationData['blocks'],
  };
}
