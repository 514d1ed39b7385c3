import type { Corpus } from '@court/contract/content-model';
import { COURTS, publicJurisdiction } from './data/jurisdictions.js';
import { brusselsDay, isoDate } from './dates.js';
import { buildAgenda } from './entities/agenda.js';
import { cjeuReferrals } from './entities/cjeu.js';
import { constitutionArticles } from './entities/constitution.js';
import { jobOffers } from './entities/jobs.js';
import { toJudgment } from './entities/judgment.js';
import { buildDocket, planPendingCases } from './entities/pending.js';
import { pressReleases } from './entities/press.js';
import { publications } from './entities/publications.js';
import { Roster } from './people/bench.js';
import { assignMemberIds, membersList } from './people/member-output.js';
import { generateMemberRecords } from './people/members.js';
import { NameFactory } from './people/name-factory.js';
import { planSlots } from './plan/calendar.js';
import { planJudgments } from './plan/judgments.js';
import { makeLawyerPool } from './plan/parties.js';
import { assignRollNumbers } from './plan/rolls.js';
import { Rng } from './prng.js';

/**
 * The demo corpus of the court website: a deterministic, fictional but realistic body of case law since 1985 and
 * everything around it (docket, agenda, members, press, publications). The same options always give the same
 * corpus; people and cases are invented, facts about the court itself are real.
 */

/** Bump whenever the generated corpus changes, so that cached seeded databases are rebuilt. */
export const CORPUS_VERSION = '2';

export { CLASSIFICATION } from './data/classification.js';
export { KEYWORDS } from './data/keywords.js';

export interface CorpusOptions {
  judgments: number;
  seed?: number;
  /** The day the corpus is generated for; upcoming hearings and deadlines lie after it. Defaults to now. */
  today?: Date;
}

export function generateCorpus(options: CorpusOptions): Corpus {
  const today = brusselsDay(options.today ?? new Date());
  const seed = options.seed ?? 1984;
  const root = new Rng(seed);
  const names = new NameFactory(root.fork('names'));
  const records = generateMemberRecords(root.fork('members'), names, today);
  assignMemberIds(records);
  const roster = new Roster(records);

  let key = 0;
  const ctx = {
    rng: root.fork('cases'),
    names,
    lawyerPool: makeLawyerPool(root.fork('lawyers'), names),
    nextKey: () => ++key,
    roster,
    today,
    seed,
  };
  const slots = planSlots(root.fork('calendar'), Math.max(0, Math.floor(options.judgments)), today);
  const plans = planJudgments(ctx, slots);
  const pendingPlans = planPendingCases(ctx, root.fork('pending'), today);
  assignRollNumbers(root.fork('rolls'), [...plans, ...pendingPlans], today);

  const judgments = plans.map(toJudgment);
  const docket = buildDocket(pendingPlans, plans, today);
  const agenda = buildAgenda(root.fork('agenda'), docket.current, today);

  return {
    judgments,
    pendingCases: docket.pendingCases,
    hearings: agenda.hearings,
    upcomingDecisions: agenda.upcomingDecisions,
    members: membersList(records, isoDate),
    pressReleases: pressReleases(root.fork('press'), plans, judgments, records, today),
    publications: publications(root.fork('publications'), roster, today),
    jobOffers: jobOffers(root.fork('jobs'), today),
    constitutionArticles: constitutionArticles(judgments),
    cjeuReferrals: cjeuReferrals(plans, today),
    caseLookup: docket.caseLookup,
    jurisdictions: COURTS.map(publicJurisdiction),
  };
}
