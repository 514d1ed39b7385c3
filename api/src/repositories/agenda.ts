import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { startOfCourtDay } from '../domain/court-time.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { AgendaItem, VerdictRow } from '@court/contract/schemas/cases';
import type { ListPage } from '@court/contract/schemas/common';

export interface AgendaPage {
  lang: Locale;
  page: number;
  pageSize: number;
  offset: number;
}

const TABLES = {
  hearings: { items: 'public_hearings', rolls: 'hearing_roll_numbers' },
  decisions: { items: 'upcoming_decisions', rolls: 'decision_roll_numbers' },
} as const;

/** The agenda: public hearings and announced deliveries of judgments from today on, soonest first. */
export class AgendaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  upcomingHearings(page: AgendaPage): Promise<ListPage<AgendaItem>> {
    return this.upcoming('hearings', page);
  }

  upcomingDecisions(page: AgendaPage): Promise<ListPage<AgendaItem>> {
    return this.upcoming('decisions', page);
  }

  private async upcoming(
    kind: keyof typeof TABLES,
    { lang, page, pageSize, offset }: AgendaPage,
  ): Promise<ListPage<AgendaItem>> {
    const { items: table, rolls: rollTable } = TABLES[kind];
    const from = startOfCourtDay();
    const query = this.db.selectFrom(table).where('starts_at', '>=', from);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query.selectAll().orderBy('starts_at').orderBy('id').limit(pageSize).offset(offset).execute(),
    ]);
    const rolls = rows.length
      ? await this.db
          .selectFrom(rollTable)
          .select(['item_id', 'roll_number'])
          .where(
            'item_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('roll_number')
          .execute()
      : [];
    const items = rows.map((row): AgendaItem => {
      const subject = parseLocalized(row.subject);
      return {
        id: row.id,
        date: row.date,
        rollNumbers: rolls.filter((r) => r.item_id === row.id).map((r) => r.roll_number),
        subject: pick(subject, lang),
        textLanguages: languagesOf(subject),
      };
    });
    return { items, total: Number(count.total), page, pageSize };
  }

  /** One row per case whose judgment is announced, soonest first, with the case's own subject when known. */
  async verdictTable({ lang, page, pageSize, offset }: AgendaPage): Promise<ListPage<VerdictRow>> {
    const query = this.db
      .selectFrom('decision_roll_numbers')
      .innerJoin('upcoming_decisions', 'upcoming_decisions.id', 'decision_roll_numbers.item_id')
      .where('upcoming_decisions.starts_at', '>=', startOfCourtDay());
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .leftJoin('pending_cases', 'pending_cases.roll_number', 'decision_roll_numbers.roll_number')
        .select([
          'decision_roll_numbers.roll_number',
          'upcoming_decisions.id',
          'upcoming_decisions.date',
          'upcoming_decisions.subject as decision_subject',
          'pending_cases.subject as case_subject',
        ])
        .orderBy('upcoming_decisions.starts_at')
        .orderBy('decision_roll_numbers.roll_number')
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    const items = rows.map((row): VerdictRow => ({
      rollNumber: row.roll_number,
      date: row.date,
      decisionId: row.id,
      subject: pick(parseLocalized(row.case_subject), lang) ?? pick(parseLocalized(row.decision_subject), lang),
    }));
    return { items, total: Number(count.total), page, pageSize };
  }
}
