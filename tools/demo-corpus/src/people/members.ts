import type { MemberRole } from '@court/contract/vocabularies';
import { PLACES, UNIVERSITIES } from '../data/names.js';
import { type Day, dayFromYmd, ymd } from '../dates.js';
import type { Rng } from '../prng.js';
import type { Gender, NameFactory } from './name-factory.js';

/**
 * The court's members over time. Twelve seats, six per linguistic group; in each group three judges come from
 * legal practice (professors, magistrates, former legal secretaries of the court) and three are former members of
 * parliament, as the special law requires. Judges retire at seventy; the most senior judge of a group becomes its
 * president when the seat falls vacant. Registrars, legal secretaries and office staff complete the court.
 */

export type Profile = 'parliament' | 'professor' | 'magistrate' | 'legal-secretary' | 'registrar' | 'staff';

export interface MemberRecord {
  id: string;
  name: string;
  gender: Gender;
  role: MemberRole;
  group: 'nl' | 'fr';
  profile: Profile;
  birth: Day;
  birthplace: (typeof PLACES)[number];
  university: string;
  start: Day;
  /** Last day in office; absent while the member is serving. */
  end?: Day;
  died?: Day;
  presidentFrom?: Day;
  presidentUntil?: Day;
  /** Office staff: index into the departments list. */
  department?: number;
}

/** The court was installed on 1 October 1984. */
export const COURT_START: Day = dayFromYmd(1984, 10, 1);
const YEAR = 365.25;

const birthdayAt = (birth: Day, age: number): Day => {
  const { year, month, date } = ymd(birth);
  return dayFromYmd(year + age, month, Math.min(date, 28));
};

interface Builder {
  rng: Rng;
  names: NameFactory;
  today: Day;
  list: MemberRecord[];
}

function person(
  b: Builder,
  role: MemberRole,
  group: 'nl' | 'fr',
  profile: Profile,
  start: Day,
  age: number,
): MemberRecord {
  const lang = group === 'fr' && b.rng.chance(0.08) ? 'de' : group;
  const { name, gender } = b.names.next(lang);
  const places = PLACES.filter((p) => p.lang === (lang === 'de' ? 'de' : group));
  const record: MemberRecord = {
    id: '',
    name,
    gender,
    role,
    group,
    profile,
    birth: start - Math.round(age * YEAR) - b.rng.int(0, 364),
    birthplace: b.rng.pick(places),
    university: b.rng.pick(UNIVERSITIES[group]),
    start,
  };
  b.list.push(record);
  return record;
}

/** One seat held by a succession of judges from the installation of the court until today. */
function seat(b: Builder, group: 'nl' | 'fr', profile: Profile): MemberRecord[] {
  const holders: MemberRecord[] = [];
  let start = COURT_START;
  let age = b.rng.int(50, 66);
  for (;;) {
    const judge = person(b, 'judge', group, profile, start, age);
    holders.push(judge);
    let end = birthdayAt(judge.birth, 70) - 1;
    if (b.rng.chance(0.05)) {
      end = start + b.rng.int(700, Math.max(701, end - start));
      judge.died = end;
    } else if (b.rng.chance(0.06)) {
      end = Math.min(end, start + b.rng.int(3 * 365, 12 * 365));
    }
    if (end >= b.today) {
      delete judge.died;
      return holders;
    }
    judge.end = end;
    // A vacancy lasts a few weeks to a few months; today's bench is always complete.
    start = Math.min(end + b.rng.int(20, 150), b.today);
    age = b.rng.int(48, 62);
  }
}

/** Within a group, the most senior sitting judge presides; a new president takes office when the seat is vacated. */
function assignPresidents(judges: MemberRecord[]): void {
  const bySeniority = [...judges].sort((a, b) => a.start - b.start || a.birth - b.birth);
  let current = bySeniority[0];
  let from = current?.start ?? COURT_START;
  while (current) {
    current.presidentFrom = from;
    current.presidentUntil = current.end;
    if (current.end === undefined) return;
    const leaving: MemberRecord = current;
    const after = leaving.end as Day;
    const sitting = bySeniority.filter((j) => j !== leaving && j.start <= after + 1 && (j.end ?? Infinity) > after);
    const next = sitting[0] ?? bySeniority.find((j) => j.start > after);
    current = next;
    from = next ? Math.max(after + 1, next.start) : from;
  }
}

function registrars(b: Builder, group: 'nl' | 'fr'): void {
  let start = COURT_START;
  for (;;) {
    const r = person(b, 'registrar', group, 'registrar', start, b.rng.int(35, 48));
    const end = Math.min(birthdayAt(r.birth, 67) - 1, start + b.rng.int(10 * 365, 24 * 365));
    if (end >= b.today) return;
    r.end = end;
    start = Math.min(end + b.rng.int(10, 60), b.today);
  }
}

function staff(b: Builder, role: 'legalSecretary' | 'officeStaff', current: number, former: number): void {
  const firstYear = role === 'legalSecretary' ? 1992 : 1998;
  for (let i = 0; i < current + former; i++) {
    const group = i % 2 === 0 ? 'nl' : 'fr';
    const isFormer = i >= current;
    const start = isFormer
      ? dayFromYmd(b.rng.int(1985, 2012), b.rng.int(1, 12), b.rng.int(1, 28))
      : b.rng.int(dayFromYmd(firstYear, 1, 1), b.today - 90);
    const r = person(b, role, group, role === 'legalSecretary' ? 'legal-secretary' : 'staff', start, b.rng.int(25, 40));
    if (role === 'officeStaff') r.department = b.rng.int(0, 7);
    if (isFormer) r.end = Math.min(start + b.rng.int(3 * 365, 20 * 365), b.today - 30);
  }
}

function deaths(b: Builder): void {
  for (const m of b.list) {
    if (m.died !== undefined || m.end === undefined) continue;
    const death = birthdayAt(m.birth, b.rng.int(77, 96)) + b.rng.int(0, 300);
    if (death < b.today && death > m.end) m.died = death;
  }
}

/** Generates every member the corpus knows, with ids still empty (see `finishIds`). */
export function generateMemberRecords(rng: Rng, names: NameFactory, today: Day): MemberRecord[] {
  const b: Builder = { rng, names, today, list: [] };
  for (const group of ['nl', 'fr'] as const) {
    const profiles: Profile[] = [
      'professor',
      'magistrate',
      'legal-secretary',
      'parliament',
      'parliament',
      'parliament',
    ];
    const judges = profiles.flatMap((profile) => seat(b, group, profile));
    assignPresidents(judges);
    for (const j of judges) if (j.presidentFrom !== undefined) j.role = 'president';
    registrars(b, group);
  }
  staff(b, 'legalSecretary', 26, 18);
  staff(b, 'officeStaff', 8, 4);
  deaths(b);
  return b.list;
}
