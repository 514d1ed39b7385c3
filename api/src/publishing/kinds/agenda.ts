import { Type, type Static } from 'typebox';
import type { PublicHearing, UpcomingDecision } from '../../domain/model.js';
import { RollNumber } from '@court/contract/schemas/common';
import { removeAgendaItem, storeAgendaItem, type AgendaList } from '../../storage/agenda-store.js';
import type { ContentKind } from './kind.js';
import { LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/hearings/{id}` and `/publishing/upcoming-decisions/{id}`: an item of the court's agenda. */
export const AgendaItemBody = Type.Object(
  {
    date: Type.String({
      format: 'date-time',
      description: 'When it takes place, with the court’s offset: 2026-11-26T10:00:00+01:00',
    }),
    rollNumbers: Type.Array(RollNumber, { minItems: 1, maxItems: 200, uniqueItems: true }),
    subject: LocalizedOf(Text(20_000), { description: 'The cases concerned, per language', minProperties: 1 }),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type AgendaItemBody = Static<typeof AgendaItemBody>;

/** The publishing body of a public hearing or an announced delivery of the data model, under its id. */
export function agendaItemBody(item: PublicHearing | UpcomingDecision): AgendaItemBody {
  return { date: item.date, rollNumbers: item.rollNumbers, subject: item.subject };
}

function agendaKind(name: string, list: AgendaList, file: string): ContentKind<AgendaItemBody> {
  return {
    name,
    scope: 'publish:agenda',
    body: AgendaItemBody,
    publish: (db, id, body) =>
      storeAgendaItem(db, list, { id, date: body.date, rollNumbers: body.rollNumbers, subject: body.subject }),
    unpublish: (db, id) => removeAgendaItem(db, list, id),
    archive: { file, keyFields: ['id'] },
  };
}

export const hearingKind = agendaKind('hearing', 'hearings', 'hearings.jsonl');
export const upcomingDecisionKind = agendaKind('upcoming-decision', 'decisions', 'upcoming-decisions.jsonl');
