import type { ApplicantType, ProceedingType } from '@court/contract/vocabularies';
import { type CaseLanguage, COURTS, type Court } from '../data/jurisdictions.js';
import { type Legislator, LEGISLATOR_LANGS } from '../data/norms.js';
import { type Day, addMonths, dayFromYmd, nextWeekday, previousCourtDay, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';
import { ALL_ISSUES, topicOf } from '../topics/index.js';
import type { Issue } from '../topics/types.js';
import { codeNorm, euNorm, referenceNorms, syntheticArticles, syntheticNorm } from './norm-choice.js';
import { authorityOf, makeLawyers, makeParty, type PartyFactory, prosecution } from './parties.js';
import type { CasePlan, ReviewedNorm, Trilingual } from './types.js';

/** Plans a case: its issue, legislator and language, the norm concerned, the parties and the referring court. */

/** Until the reform of 1989 the court only reviewed the rules dividing powers between the State and its parts. */
const EQUALITY_REVIEW_FROM: Day = dayFromYmd(1989, 7, 1);
/** The earliest receipt date: the court was installed on 1 October 1984. */
const FIRST_RECEIPT: Day = dayFromYmd(1984, 10, 15);

const PRIVATE_TOPICS = new Set(['family-law', 'civil-law', 'employment']);

export interface CaseContext extends PartyFactory {
  nextKey: () => number;
}

export function pickIssue(rng: Rng, day: Day): Issue {
  const year = yearOf(day);
  let pool = ALL_ISSUES.filter((i) => i.since <= year && (day >= EQUALITY_REVIEW_FROM || i.frame === 'competence'));
  if (pool.length === 0) pool = ALL_ISSUES.filter((i) => i.frame === 'competence');
  if (pool.length === 0) pool = [...ALL_ISSUES];
  return pool[rng.weightedIndex(pool.map((i) => topicOf(i).weight / topicOf(i).issues.length))] as Issue;
}

function pickLanguage(rng: Rng, legislator: Legislator): CaseLanguage {
  const langs = LEGISLATOR_LANGS[legislator];
  if (legislator === 'federal') return rng.weighted({ nl: 55, fr: 42, de: 3 });
  if (langs.length === 1) return langs[0] as CaseLanguage;
  // Walloon decrees are litigated in German only from the German-speaking area; Brussels cases are mostly French.
  return rng.chance(langs[1] === 'de' ? 0.95 : 0.8) ? (langs[0] as CaseLanguage) : (langs[1] as CaseLanguage);
}

function pickCourt(rng: Rng, issue: Issue, lang: CaseLanguage, year: number): Court {
  const areas = topicOf(issue).areas;
  const fits = COURTS.filter((c) => c.since <= Math.max(year, 1985) && c.langs.includes(lang));
  const matching = fits.filter((c) => areas.includes(c.area));
  return rng.pick(matching.length > 0 ? matching : fits);
}

function opponentOf(
  ctx: CaseContext,
  issue: Issue,
  legislator: Legislator,
  lang: CaseLanguage,
  year: number,
): Trilingual {
  if (issue.opponent) return { ...issue.opponent };
  if (issue.topic === 'criminal-law') return prosecution();
  if (issue.opponentKind === 'authority') return authorityOf(legislator);
  if (issue.opponentKind === 'private' || PRIVATE_TOPICS.has(issue.topic)) {
    return makeParty(ctx, ctx.rng.chance(0.7) ? 'individual' : 'company', lang, year, legislator);
  }
  return authorityOf(legislator);
}

/** Lays out a case received on `receiptDay` (questions: referred shortly before). */
export function planCase(ctx: CaseContext, type: ProceedingType, receiptDay: Day, fixedIssue?: Issue): CasePlan {
  const { rng } = ctx;
  const receipt = nextWeekday(Math.max(receiptDay, FIRST_RECEIPT));
  const year = yearOf(receipt);
  const issue = fixedIssue ?? pickIssue(rng, receipt);
  const legislator = rng.pick(issue.legislators);
  const lang = pickLanguage(rng, legislator);
  const question = type === 'QuestionsReferred';
  const referralDay = question ? previousCourtDay(receipt - rng.int(4, 30)) : undefined;

  let reviewed: ReviewedNorm | undefined;
  if (question && rng.chance(0.65)) reviewed = codeNorm(rng, issue, legislator, referralDay ?? receipt);
  if (!reviewed) {
    const publication = question
      ? addMonths(receipt, -rng.int(14, 150))
      : receipt - rng.int(type === 'SuspensionRequest' ? 15 : 20, type === 'SuspensionRequest' ? 80 : 175);
    const date = publication - rng.int(7, 40);
    reviewed = syntheticNorm(rng, issue, legislator, date, publication, syntheticArticles(rng));
  }

  const applicantType: ApplicantType = question ? 'court' : rng.pick(issue.applicants);
  // Before the referring court the party is the one the issue typically concerns: the first applicant type listed.
  const first = issue.applicants[0];
  const partyType: ApplicantType = !question ? applicantType : first && first !== 'government' ? first : 'individual';
  const party = makeParty(ctx, partyType === 'court' ? 'individual' : partyType, lang, year, legislator);
  const court = question ? pickCourt(rng, issue, lang, year) : undefined;
  const applicantNames: Trilingual = court
    ? { nl: court.name.nl ?? '', fr: court.name.fr ?? '', de: court.name.de ?? '' }
    : party;

  return {
    key: ctx.nextKey(),
    type,
    lang,
    topic: topicOf(issue),
    issue,
    legislator,
    reviewed,
    references: referenceNorms(issue),
    eu: euNorm(issue),
    applicant: { names: applicantNames, type: applicantType },
    party,
    opponent: opponentOf(ctx, issue, legislator, lang, year),
    intervener: makeParty(ctx, rng.chance(0.5) ? 'government' : 'non-profit', lang, year, legislator),
    lawyers: makeLawyers(ctx, lang),
    ...(court ? { court } : {}),
    ...(referralDay !== undefined ? { referralDay } : {}),
    receiptDay: receipt,
    filingDay: receipt - rng.int(1, 3),
    questionCount: question && rng.chance(0.22) ? 2 : 1,
    rollCount: Number(rng.weighted({ '1': 78, '2': 14, '3': 5, '4': 2, '6': 1 })),
    rollNumbers: [],
    rollReceipts: [],
  };
}
