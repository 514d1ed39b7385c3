import { DEFENDING_GOVERNMENT } from '../data/norms.js';
import { type Day, dayFromYmd, yearOf } from '../dates.js';
import { Rng } from '../prng.js';
import type { CasePlan, JudgmentPlan } from '../plan/types.js';
import { drawParliamentaryDoc, formatParliamentaryDoc, referencePhrase, referencesPhrase } from './citations.js';
import { COURT_NAME, ORGANIC_LAW, WORDS } from './fixed.js';
import {
  articles,
  closeClause,
  fill,
  formatDate,
  joinList,
  judgmentNumbers,
  shortName,
  type TextLang,
} from './format.js';

/** The values that fill the `{slot}` markers of the phrase banks, per language, for a case and for a judgment. */

export type Slots = Record<string, string>;

const LANGS: readonly TextLang[] = ['nl', 'fr', 'de'];
const RENAMED: Day = dayFromYmd(2007, 5, 8);
const SPECIAL_LAW: Day = dayFromYmd(1989, 1, 6);

const kindOf = (c: CasePlan) =>
  c.type === 'QuestionsReferred' ? 'question' : c.type === 'SuspensionRequest' ? 'suspension' : 'action';

/** German accusative of a subject that may start with a masculine article. */
const accusative = (text: string): string => text.replace(/^der /, 'den ');

/** German "vom Arbeitsgericht", "von der Regierung": the referring court after "gestellt". */
const byCourtDe = (the: string): string =>
  the
    .replace(/^(der|das) /, 'vom ')
    .replace(/^die /, 'von der ')
    .replace(/sprachige /, 'sprachigen ');

function caseLangSlots(c: CasePlan, lang: TextLang, day: Day, parl: string): Slots {
  const kind = kindOf(c);
  const issue = c.issue[lang];
  const plural = c.questionCount > 1 ? 1 : 0;
  const main = c.reviewed.articles[0] ?? '1';
  const op = `${articles([main], lang)} ${c.reviewed.forms[lang].of}`;
  const refs = kind === 'action' || kind === 'suspension' || c.type === 'QuestionsReferred' ? c.references : [];
  const party = c.party[lang];
  const court = c.court;
  const gov = c.legislator === 'constituent' || c.legislator === 'international' ? 'federal' : c.legislator;
  const slots: Slots = {
    court: (day < RENAMED ? COURT_NAME.before2007 : COURT_NAME.since2007)[lang],
    specialLawOf: (day < SPECIAL_LAW
      ? ORGANIC_LAW.law1983
      : day < RENAMED
        ? ORGANIC_LAW.special1989
        : ORGANIC_LAW.special2007)[lang],
    op,
    art: articles([main], lang),
    provNr: main,
    normThe: c.reviewed.forms[lang].the,
    normOf: c.reviewed.forms[lang].of,
    refs: referencesPhrase(refs, lang),
    refsShort: refs[0] ? referencePhrase(refs[0], lang) : '',
    euNorm: referencePhrase(c.eu, lang),
    subject: issue.subject,
    measure: issue.measure,
    groupA: closeClause(issue.groups?.[0] ?? '', lang),
    groupB: closeClause(issue.groups?.[1] ?? '', lang),
    aim: issue.aim,
    claim: issue.claim,
    defence: issue.defence,
    violation: issue.violation,
    noViolation: issue.noViolation,
    provision: issue.provision,
    party,
    applicantName: c.applicant.names[lang],
    applicantAcc: lang === 'de' ? accusative(c.applicant.names.de) : c.applicant.names[lang],
    gov: DEFENDING_GOVERNMENT[gov][lang],
    intervener: c.intervener[lang],
    claimant: WORDS.claimant[kind === 'question' ? 'question' : 'action'][lang],
    proceeding: WORDS.proceeding[kind][lang],
    proceedingOf: WORDS.proceedingOf[kind][lang],
    judgeAQuo: WORDS.judgeAQuo[lang],
    jurisdiction: court?.the[lang] ?? '',
    byJurisdiction: court
      ? lang === 'nl'
        ? `door ${court.the.nl}`
        : lang === 'fr'
          ? `par ${court.the.fr}`
          : byCourtDe(court.the.de)
      : '',
    decision: court ? WORDS.decision[court.decision][lang] : '',
    parties:
      c.topic.id === 'criminal-law'
        ? `${c.opponent[lang]} ${WORDS.versus[lang]} ${party}`
        : `${party} ${WORDS.versus[lang]} ${c.opponent[lang]}`,
    questionNoun: WORDS.questionNoun[lang][plural],
    questionNoun2: WORDS.questionNoun2[lang][plural],
    questionRef: WORDS.questionRef[lang][plural],
    questionsLabel: WORDS.questionsLabel[lang][plural],
    posed: WORDS.posed[lang][plural],
    parl,
    receiptDate: formatDate(c.receiptDay, lang),
    filingDate: formatDate(c.filingDay, lang),
    referralDate: c.referralDay !== undefined ? formatDate(c.referralDay, lang) : '',
    mbDate: c.reviewed.publication !== undefined ? formatDate(c.reviewed.publication, lang) : '',
  };
  const lawyers = c.lawyers.map((l) => closeClause(lawyerPhrase(l, lang), lang));
  slots.lawyer1 = lawyers[0] ?? '';
  slots.lawyer2 = lawyers[1] ?? '';
  slots.lawyer3 = lawyers[2] ?? '';
  slots.facts = fill(issue.facts, { party, Party: party.charAt(0).toUpperCase() + party.slice(1) });
  return slots;
}

function lawyerPhrase(l: CasePlan['lawyers'][number], lang: TextLang): string {
  const name = shortName(l.name);
  if (lang === 'nl') return `mr. ${name}, advocaat bij de balie te ${l.bar.nl}`;
  if (lang === 'fr') return `Me ${name}, ${l.gender === 'f' ? 'avocate' : 'avocat'} au barreau ${l.bar.fr}`;
  return `RA${l.gender === 'f' ? 'in' : ''} ${name}, in ${l.bar.de} zugelassen`;
}

/** Slots of a case that has no judgment yet (pending cases, hearings): the court as it is named today. */
export function caseSlots(c: CasePlan, today: Day): Record<TextLang, Slots> {
  const rng = new Rng(c.key * 7919 + 17);
  const doc = drawParliamentaryDoc(rng, c.reviewed.legislator, parliamentaryYear(c, rng));
  return Object.fromEntries(
    LANGS.map((l) => [l, caseLangSlots(c, l, today, formatParliamentaryDoc(doc, l))]),
  ) as Record<TextLang, Slots>;
}

function parliamentaryYear(c: CasePlan, rng: Rng): number {
  const normYear = c.reviewed.date !== undefined ? yearOf(c.reviewed.date) : 1990;
  if (normYear >= 1960) return normYear;
  // A provision of an old code was last rewritten by a recent law: cite the preparatory work of that law.
  return Math.max(1975, yearOf(c.receiptDay) - rng.int(2, 25));
}

function languagesPhrase(langs: readonly TextLang[], caseLang: TextLang, lang: TextLang): string {
  const ordered = [caseLang, ...langs.filter((l) => l !== caseLang)].filter((l) => langs.includes(l));
  const names = ordered.map((l) => WORDS.languageNames[lang][l]);
  if (lang === 'fr')
    return names.length > 1 ? `${names.slice(0, -1).join(', en ')} et en ${names[names.length - 1]}` : (names[0] ?? '');
  if (lang === 'de') return `${joinList(names, 'de')} Sprache`;
  return joinList(names, 'nl');
}

/**
 * Slots of a judgment: the case slots plus the bench, the procedural dates and the citations, for the languages the
 * judgment is written in and Dutch and French, in which the court always publishes its headnotes.
 */
export function judgmentSlots(p: JudgmentPlan): Partial<Record<TextLang, Slots>> & Record<'nl' | 'fr', Slots> {
  const rng = new Rng(p.seed ^ 0x5bd1e995);
  const doc = drawParliamentaryDoc(rng, p.reviewed.legislator, parliamentaryYear(p, rng));
  const [first, second] = p.bench.judges.filter(
    (j) =>
      j.role === 'president' &&
      j.presidentFrom !== undefined &&
      j.presidentFrom <= p.day &&
      (j.presidentUntil ?? Infinity) >= p.day,
  );
  const presidents = [first, second].filter((x) => x !== undefined);
  const others = p.bench.judges.filter((j) => !presidents.includes(j)).map((j) => shortName(j.name));
  const old = p.year < 2007;
  const result = {} as Partial<Record<TextLang, Slots>> & Record<'nl' | 'fr', Slots>;
  for (const lang of LANGS) {
    if (lang === 'de' && !p.languages.includes('de')) continue;
    const s = caseLangSlots(p, lang, p.day, formatParliamentaryDoc(doc, lang));
    const names = presidents.map((x) => shortName(x.name));
    const presTemplate = WORDS.presidents[lang][names.length > 1 ? 1 : 0];
    s.presidents = fill(presTemplate, { a: names[0] ?? shortName(p.bench.presiding.name), b: names[1] ?? '' });
    s.judges = joinList(others, lang);
    s.presiding = shortName(p.bench.presiding.name);
    s.registrar = shortName(p.bench.registrar.name);
    s.r1 = shortName(p.bench.rapporteurs[0].name);
    s.r2 = shortName(p.bench.rapporteurs[1].name);
    s.date = formatDate(p.day, lang);
    s.orderDate = formatDate(p.orderDay, lang);
    s.closeDate = formatDate(p.closeDay, lang);
    s.hearingDate = formatDate(p.hearingDay ?? p.orderDay, lang);
    s.withdrawalDate = formatDate(p.withdrawalDay, lang);
    s.effectsDate = p.effectsUntil !== undefined ? formatDate(p.effectsUntil, lang) : '';
    const cited = judgmentNumbers(p.cites, lang);
    s.cites = lang === 'de' && old ? cited.replace(/^Entscheide/, 'Urteile').replace(/^Entscheid/, 'Urteil') : cited;
    s.ownDecision = old ? 'folgendes Urteil' : 'folgenden Entscheid';
    s.own = old ? 'Urteil' : 'Entscheid';
    s.langs = languagesPhrase(p.languages, p.lang, lang);
    const law = s.specialLawOf ?? '';
    s.basis =
      p.day < SPECIAL_LAW
        ? lang === 'de'
          ? law.replace(/^des Gesetzes/, 'dem Gesetz')
          : law.replace(/^van |^de /, '')
        : `${articles(['65'], lang)} ${law}`;
    s.words = p.issue[lang].provision
      .split(' ')
      .slice(3, 9)
      .join(' ')
      .replace(/[,.;:]$/, '');
    s.rolls = joinList(p.rollNumbers, lang);
    result[lang] = s;
  }
  return result;
}
