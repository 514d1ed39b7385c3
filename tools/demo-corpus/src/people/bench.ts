import type { Day } from '../dates.js';
import type { Rng } from '../prng.js';
import type { MemberRecord } from './members.js';

/** The judges who sit in one case: seven (both presidents and five judges) or, for some cases, the full court. */
export interface Bench {
  presiding: MemberRecord;
  /** Presiding judge first, then the other president, then the judges by seniority. */
  judges: MemberRecord[];
  registrar: MemberRecord;
  rapporteurs: [MemberRecord, MemberRecord];
  full: boolean;
}

const inOffice = (m: MemberRecord, day: Day): boolean => m.start <= day && (m.end ?? Infinity) >= day;

export class Roster {
  private readonly judges: MemberRecord[];
  private readonly registrars: MemberRecord[];

  constructor(records: readonly MemberRecord[]) {
    this.judges = records.filter((m) => m.role === 'judge' || m.role === 'president');
    this.registrars = records.filter((m) => m.role === 'registrar');
  }

  sittingOn(day: Day): MemberRecord[] {
    return this.judges.filter((j) => inOffice(j, day)).sort((a, b) => a.start - b.start || a.birth - b.birth);
  }

  presidentOn(day: Day, group: 'nl' | 'fr'): MemberRecord | undefined {
    return this.judges.find(
      (j) =>
        j.group === group &&
        j.presidentFrom !== undefined &&
        j.presidentFrom <= day &&
        (j.presidentUntil ?? Infinity) >= day,
    );
  }

  registrarOn(day: Day, group: 'nl' | 'fr'): MemberRecord {
    const found = this.registrars.find((r) => r.group === group && inOffice(r, day));
    // Between two registrars the other group's registrar signs; there is always one of them.
    return found ?? (this.registrars.find((r) => inOffice(r, day)) as MemberRecord);
  }

  /** Composes the bench for a case heard in `lang` and decided on `day`. */
  bench(rng: Rng, day: Day, lang: 'nl' | 'fr' | 'de', full: boolean): Bench {
    const group = lang === 'nl' ? 'nl' : 'fr';
    const other = group === 'nl' ? 'fr' : 'nl';
    const sitting = this.sittingOn(day);
    const presidents = [this.presidentOn(day, group), this.presidentOn(day, other)].filter(
      (p): p is MemberRecord => p !== undefined && inOffice(p, day),
    );
    const rest = sitting.filter((j) => !presidents.includes(j));
    let members: MemberRecord[];
    if (full) {
      members = rest;
    } else {
      const own = rest.filter((j) => j.group === group);
      const others = rest.filter((j) => j.group === other);
      const ownCount = rng.chance(0.5) ? 3 : 2;
      const needed = 7 - presidents.length;
      const chosen = [...rng.sample(own, ownCount), ...rng.sample(others, needed - Math.min(ownCount, own.length))];
      members = rest.filter((j) => chosen.includes(j));
    }
    const presiding = presidents[0] ?? (members[0] as MemberRecord);
    const judges = [...presidents, ...members.filter((m) => m !== presiding)];
    if (!judges.includes(presiding)) judges.unshift(presiding);
    const pool = members.length >= 2 ? members : judges;
    const nlRapporteur = pool.find((j) => j.group === 'nl' && rng.chance(0.6)) ?? pool.find((j) => j.group === 'nl');
    const frRapporteur = pool.find((j) => j.group === 'fr' && rng.chance(0.6)) ?? pool.find((j) => j.group === 'fr');
    const rapporteurs = [nlRapporteur ?? judges[0], frRapporteur ?? judges[1] ?? judges[0]] as [
      MemberRecord,
      MemberRecord,
    ];
    if (group === 'fr') rapporteurs.reverse();
    return { presiding, judges, registrar: this.registrarOn(day, group), rapporteurs, full };
  }
}
