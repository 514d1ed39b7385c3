import { Type, type Static } from 'typebox';
import type { Member } from '../../domain/model.js';
import { IsoDate } from '@court/contract/schemas/common';
import { MemberRoleSchema } from '@court/contract/schemas/enums';
import { removeMember, storeMember } from '../../storage/member-store.js';
import type { ContentKind } from './kind.js';
import { Line, LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/members/{id}`: a member of the court, past or present. */
export const MemberBody = Type.Object(
  {
    name: Line(200, 'Full name'),
    role: MemberRoleSchema,
    languageGroup: Type.Optional(Type.Enum(['nl', 'fr'], { description: 'Linguistic group of a judge or president' })),
    termStart: IsoDate,
    termEnd: Type.Optional(IsoDate),
    died: Type.Optional(IsoDate),
    photoPath: Type.Optional(
      Type.String({
        pattern: '^/public/members/[a-z0-9][a-z0-9._-]{0,99}\\.(jpg|jpeg|png)$',
        description: 'Where the document server serves the photo: /public/members/jane-doe.jpg',
      }),
    ),
    biography: LocalizedOf(Text(50_000), { description: 'Biography per language' }),
    position: Type.Integer({ minimum: 0, maximum: 100_000, description: 'Place in the order of the membership' }),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type MemberBody = Static<typeof MemberBody>;

/** The publishing body of a member of the data model, under its id, at `position` in the membership. */
export function memberBody(member: Member, position: number): MemberBody {
  return {
    name: member.name,
    role: member.role,
    ...(member.languageGroup ? { languageGroup: member.languageGroup } : {}),
    termStart: member.termStart,
    ...(member.termEnd ? { termEnd: member.termEnd } : {}),
    ...(member.died ? { died: member.died } : {}),
    ...(member.photoPath ? { photoPath: member.photoPath } : {}),
    biography: member.biography,
    position,
  };
}

export const memberKind: ContentKind<MemberBody> = {
  name: 'member',
  scope: 'publish:court',
  body: MemberBody,
  publish: (db, id, body) =>
    storeMember(
      db,
      {
        id,
        name: body.name,
        role: body.role,
        languageGroup: body.languageGroup,
        termStart: body.termStart,
        termEnd: body.termEnd,
        died: body.died,
        photoPath: body.photoPath,
        biography: body.biography,
      },
      body.position,
    ),
  unpublish: removeMember,
  archive: { file: 'members.jsonl', keyFields: ['id'] },
};
