import type { Kysely } from 'kysely';
import type { DB, MembersTable } from '../db/tables.js';
import type { Locale, MemberRole } from '../domain/model.js';
import { courtDate } from '../domain/court-time.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { Member, MemberDetail } from '@court/contract/schemas/court';
import { MEMBER_GROUPS, MEMBER_ROLES } from '@court/contract/vocabularies';

type Group = Member['group'];

/**
 * Current members are `plain`; former judges and presidents still alive are `emeritus`; members who died and
 * former staff of other roles are `historic` (the court's own grouping of its membership).
 */
export function memberGroup(row: Pick<MembersTable, 'role' | 'term_end' | 'died'>, today: string): Group {
  if (row.died) return 'historic';
  if (!row.term_end || row.term_end >= today) return 'plain';
  return row.role === 'judge' || row.role === 'president' ? 'emeritus' : 'historic';
}

function toMember(row: Omit<MembersTable, 'biography'>, today: string): Member {
  return {
    id: row.id,
    name: row.name,
    role: row.role as MemberRole,
    group: memberGroup(row, today),
    languageGroup: (row.language_group as Member['languageGroup']) ?? null,
    termStart: row.term_start,
    termEnd: row.term_end,
    died: row.died,
    photoUrl: row.photo_path,
  };
}

export interface MemberFilter {
  group?: Group;
  role?: MemberRole;
  page: number;
  pageSize: number;
  offset: number;
}

/** The court's members, grouped and ordered as the membership page shows them. */
export class MemberRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Groups depend on today's date, so they are computed here rather than stored; the membership is a few
   * hundred rows at most, so the whole table is read and ordered in memory.
   */
  async list(filter: MemberFilter): Promise<ListPage<Member>> {
    const today = courtDate();
    // Not the biographies: the list never shows them, and they are most of each row.
    let query = this.db
      .selectFrom('members')
      .select(['id', 'position', 'name', 'role', 'language_group', 'term_start', 'term_end', 'died', 'photo_path']);
    if (filter.role) query = query.where('role', '=', filter.role);
    const rows = await query.orderBy('position').execute();
    const members = rows
      .map((row) => toMember(row, today))
      .filter((m) => !filter.group || m.group === filter.group)
      .sort(
        (a, b) =>
          MEMBER_GROUPS.indexOf(a.group) - MEMBER_GROUPS.indexOf(b.group) ||
          MEMBER_ROLES.indexOf(a.role) - MEMBER_ROLES.indexOf(b.role) ||
          (a.group === 'plain'
            ? a.termStart.localeCompare(b.termStart)
            : (b.termEnd ?? '').localeCompare(a.termEnd ?? '')),
      );
    return {
      items: members.slice(filter.offset, filter.offset + filter.pageSize),
      total: members.length,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  async get(id: string, lang: Locale): Promise<MemberDetail | undefined> {
    const row = await this.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const biography = parseLocalized(row.biography);
    return { ...toMember(row, courtDate()), biography: pick(biography, lang), textLanguages: languagesOf(biography) };
  }
}
