import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { DOCUMENT_PATH } from '../documents/paths.js';
import type { Member } from '../domain/model.js';
import { json } from './row-values.js';

/** The row of a member in the public table, at `position` in the order of the membership. */
export function memberRow(member: Member, position: number): Insertable<DB['members']> {
  return {
    id: member.id,
    position,
    name: member.name,
    role: member.role,
    language_group: member.languageGroup ?? null,
    term_start: member.termStart,
    term_end: member.termEnd ?? null,
    died: member.died ?? null,
    photo_path: member.photoPath ?? null,
    biography: json(member.biography),
  };
}

/**
 * Puts a member in the public table at `position` (the order of the membership), in place of what it held
 * under the member's id, and registers the photo's path with the document server.
 */
export async function storeMember(db: Kysely<DB>, member: Member, position: number): Promise<void> {
  await removeMember(db, member.id);
  await db.insertInto('members').values(memberRow(member, position)).execute();
  if (member.photoPath && DOCUMENT_PATH.test(member.photoPath)) {
    const photo = { kind: 'member-photo' as const, owner_id: member.id, lang: null };
    await db
      .insertInto('documents')
      .values({ path: member.photoPath, ...photo })
      .onConflict((oc) => oc.column('path').doUpdateSet(photo))
      .execute();
  }
}

export async function removeMember(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('documents').where('kind', '=', 'member-photo').where('owner_id', '=', id).execute();
  await db.deleteFrom('members').where('id', '=', id).execute();
}
