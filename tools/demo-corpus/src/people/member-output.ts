import type { Locale, Localized, Member } from '@court/contract/content-model';
import type { Day } from '../dates.js';
import { formatDate } from '../text/format.js';
import type { MemberRecord } from './members.js';
import { slugify } from './name-factory.js';

/** Turns member records into the public members list: ids, photos, biographies in four languages, and order. */

const DEPARTMENTS: Record<Locale, string>[] = [
  { nl: 'documentatie', fr: 'documentation', de: 'Dokumentation', en: 'documentation' },
  { nl: 'bibliotheek', fr: 'bibliothèque', de: 'Bibliothek', en: 'library' },
  { nl: 'vertaling', fr: 'traduction', de: 'Übersetzung', en: 'translation' },
  { nl: 'informatica', fr: 'informatique', de: 'Informatik', en: 'IT' },
  { nl: 'communicatie', fr: 'communication', de: 'Kommunikation', en: 'communications' },
  { nl: 'personeelszaken', fr: 'ressources humaines', de: 'Personalwesen', en: 'human resources' },
  { nl: 'boekhouding', fr: 'comptabilité', de: 'Buchhaltung', en: 'accounts' },
  { nl: 'logistiek', fr: 'logistique', de: 'Logistik', en: 'logistics' },
];

type Words = (m: MemberRecord, d: (day: Day) => string) => string[];

/** Sentences of a biography per language; `f` selects the feminine form where the language has one. */
const BIO: Record<Locale, Words> = {
  nl: (m, d) => [
    `Geboren te ${m.birthplace.nl} op ${d(m.birth)}.`,
    `Master in de rechten (${m.university}).`,
    ...career(m, {
      parliament: 'Voormalig lid van de Kamer van volksvertegenwoordigers en van de Senaat.',
      professor: `Hoogleraar aan de ${m.university}.`,
      magistrate: 'Voormalig raadsheer in het hof van beroep.',
      'legal-secretary': 'Voormalig referendaris bij het Hof.',
    }),
    roleLine(
      m,
      d,
      {
        judge: 'Rechter in het Hof sinds',
        registrar: 'Griffier van het Hof sinds',
        legalSecretary: 'Referendaris bij het Hof sinds',
        officeStaff: 'Werkzaam bij het Hof sinds',
        dept: 'dienst',
        president: 'Voorzitter sinds',
        emeritus: 'Emeritus sinds',
        ended: 'In functie tot',
        diedInOffice: 'Overleden in functie op',
        died: 'Overleden op',
      },
      'nl',
    ),
  ],
  fr: (m, d) => [
    `${m.gender === 'f' ? 'Née' : 'Né'} à ${m.birthplace.fr} le ${d(m.birth)}.`,
    `Master en droit (${m.university}).`,
    ...career(m, {
      parliament: `${m.gender === 'f' ? 'Ancienne' : 'Ancien'} membre de la Chambre des représentants et du Sénat.`,
      professor: `${m.gender === 'f' ? 'Professeure' : 'Professeur'} (${m.university}).`,
      magistrate: `${m.gender === 'f' ? 'Ancienne conseillère' : 'Ancien conseiller'} à la cour d'appel.`,
      'legal-secretary': `${m.gender === 'f' ? 'Ancienne' : 'Ancien'} référendaire à la Cour.`,
    }),
    roleLine(
      m,
      d,
      {
        judge: 'Juge à la Cour depuis le',
        registrar: `${m.gender === 'f' ? 'Greffière' : 'Greffier'} de la Cour depuis le`,
        legalSecretary: 'Référendaire à la Cour depuis le',
        officeStaff: 'Au service de la Cour depuis le',
        dept: 'service',
        president: `${m.gender === 'f' ? 'Présidente' : 'Président'} depuis le`,
        emeritus: 'Émérite depuis le',
        ended: "En fonction jusqu'au",
        diedInOffice: `${m.gender === 'f' ? 'Décédée' : 'Décédé'} en fonction le`,
        died: `${m.gender === 'f' ? 'Décédée' : 'Décédé'} le`,
      },
      'fr',
    ),
  ],
  de: (m, d) => [
    `Geboren in ${m.birthplace.de} am ${d(m.birth)}.`,
    `Master der Rechte (${m.university}).`,
    ...career(m, {
      parliament: 'Ehemaliges Mitglied der Abgeordnetenkammer und des Senats.',
      professor: `${m.gender === 'f' ? 'Professorin' : 'Professor'} (${m.university}).`,
      magistrate: `${m.gender === 'f' ? 'Ehemalige Gerichtsrätin' : 'Ehemaliger Gerichtsrat'} am Appellationshof.`,
      'legal-secretary': `${m.gender === 'f' ? 'Ehemalige Referentin' : 'Ehemaliger Referent'} am Gerichtshof.`,
    }),
    roleLine(
      m,
      d,
      {
        judge: `${m.gender === 'f' ? 'Richterin' : 'Richter'} am Gerichtshof seit dem`,
        registrar: `${m.gender === 'f' ? 'Kanzlerin' : 'Kanzler'} des Gerichtshofes seit dem`,
        legalSecretary: `${m.gender === 'f' ? 'Referentin' : 'Referent'} am Gerichtshof seit dem`,
        officeStaff: 'Beim Gerichtshof tätig seit dem',
        dept: 'Dienst',
        president: `${m.gender === 'f' ? 'Präsidentin' : 'Präsident'} seit dem`,
        emeritus: 'Emeritiert seit dem',
        ended: 'Im Amt bis zum',
        diedInOffice: 'Im Amt verstorben am',
        died: 'Verstorben am',
      },
      'de',
    ),
  ],
  en: (m, d) => [
    `Born in ${m.birthplace[m.birthplace.lang]} on ${d(m.birth)}.`,
    `Master of Laws (${m.university}).`,
    ...career(m, {
      parliament: 'Former member of the Chamber of Representatives and of the Senate.',
      professor: `Professor (${m.university}).`,
      magistrate: 'Former judge at a court of appeal.',
      'legal-secretary': 'Former legal secretary at the Court.',
    }),
    roleLine(
      m,
      d,
      {
        judge: 'Judge at the Court since',
        registrar: 'Registrar of the Court since',
        legalSecretary: 'Legal secretary at the Court since',
        officeStaff: 'Working at the Court since',
        dept: 'department',
        president: 'President since',
        emeritus: 'Emeritus since',
        ended: 'In office until',
        diedInOffice: 'Died in office on',
        died: 'Died on',
      },
      'en',
    ),
  ],
};

function career(
  m: MemberRecord,
  lines: Record<'parliament' | 'professor' | 'magistrate' | 'legal-secretary', string>,
): string[] {
  return m.profile in lines ? [lines[m.profile as keyof typeof lines]] : [];
}

interface RoleWords {
  judge: string;
  registrar: string;
  legalSecretary: string;
  officeStaff: string;
  dept: string;
  president: string;
  emeritus: string;
  ended: string;
  diedInOffice: string;
  died: string;
}

function roleLine(m: MemberRecord, d: (day: Day) => string, w: RoleWords, lang: Locale): string {
  const parts: string[] = [];
  const base = m.role === 'president' ? w.judge : w[m.role];
  const dept = m.department !== undefined ? ` (${w.dept} ${DEPARTMENTS[m.department]?.[lang] ?? ''})` : '';
  parts.push(`${base} ${d(m.start)}${dept}.`);
  if (m.presidentFrom !== undefined) parts.push(`${w.president} ${d(m.presidentFrom)}.`);
  const isJudge = m.role === 'judge' || m.role === 'president';
  if (m.end !== undefined && m.died === m.end) parts.push(`${w.diedInOffice} ${d(m.end)}.`);
  else if (m.end !== undefined) parts.push(`${isJudge ? w.emeritus : w.ended} ${d(m.end)}.`);
  if (m.died !== undefined && m.died !== m.end) parts.push(`${w.died} ${d(m.died)}.`);
  return parts.join(' ');
}

function biography(m: MemberRecord): Localized {
  const bio: Localized = {};
  for (const lang of ['nl', 'fr', 'de', 'en'] as const) {
    bio[lang] = BIO[lang](m, (day) => formatDate(day, lang)).join(' ');
  }
  return bio;
}

/** Gives every record a unique URL-safe id derived from its name. */
export function assignMemberIds(records: MemberRecord[]): void {
  const taken = new Set<string>();
  for (const m of records) {
    const base = slugify(m.name);
    let id = base;
    for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
    taken.add(id);
    m.id = id;
  }
}

const ROLE_ORDER = { president: 0, judge: 1, registrar: 2, legalSecretary: 3, officeStaff: 4 } as const;

/** Current members first (presidents, judges, registrars, legal secretaries, staff), then emeritus, then historic. */
export function membersList(records: readonly MemberRecord[], iso: (day: Day) => string): Member[] {
  const standing = (m: MemberRecord): number => (m.end === undefined ? 0 : m.died === undefined ? 1 : 2);
  const ordered = [...records].sort(
    (a, b) =>
      standing(a) - standing(b) ||
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      (standing(a) === 0 ? a.start - b.start : (b.end ?? 0) - (a.end ?? 0)) ||
      a.id.localeCompare(b.id),
  );
  return ordered.map((m) => {
    const member: Member = { id: m.id, name: m.name, role: m.role, termStart: iso(m.start), biography: biography(m) };
    if (m.role === 'judge' || m.role === 'president') member.languageGroup = m.group;
    if (m.end !== undefined) member.termEnd = iso(m.end);
    if (m.died !== undefined) member.died = iso(m.died);
    if (m.role !== 'officeStaff' && m.role !== 'legalSecretary') member.photoPath = `/public/members/${m.id}.jpg`;
    return member;
  });
}
