import type { CjeuReferral, Localized } from '@court/contract/content-model';
import { type Day, addMonths, isoDate, yearOf } from '../dates.js';
import { Rng } from '../prng.js';
import type { JudgmentPlan } from '../plan/types.js';
import { referencePhrase } from '../text/citations.js';
import { cap } from '../text/format.js';

/**
 * The questions this court referred to the Court of Justice of the European Union, and how far each has got:
 * notice in the Official Journal, the Advocate General's opinion, the Court of Justice's judgment and this court's
 * judgment that follows it.
 */

const curia = (caseNumber: string): string => `https://curia.europa.eu/juris/liste.jsf?num=${caseNumber}`;

function subject(p: JudgmentPlan): Localized {
  return {
    nl: `${cap(p.issue.nl.subject)} (uitlegging van ${referencePhrase(p.eu, 'nl')})`,
    fr: `${cap(p.issue.fr.subject)} (interprétation de ${referencePhrase(p.eu, 'fr')})`,
    de: `${cap(p.issue.de.subject)} (Auslegung von ${referencePhrase(p.eu, 'de')})`,
    en: `${cap(p.issue.en.subject)} (interpretation of EU law)`,
  };
}

export function cjeuReferrals(plans: readonly JudgmentPlan[], today: Day): CjeuReferral[] {
  const followUps = new Map<JudgmentPlan, JudgmentPlan>();
  for (const p of plans) if (p.followUpOf) followUps.set(p.followUpOf, p);
  return plans
    .filter((p) => p.outcome === 'referral-to-cjeu')
    .map((p, i) => {
      const rng = new Rng(p.seed ^ 0x1b873593);
      const lodged = p.day + rng.int(20, 45);
      const caseNumber = `C-${rng.int(100, 899)}/${String(yearOf(lodged) % 100).padStart(2, '0')}`;
      const followUp = followUps.get(p);
      const age = today - p.day;
      const referral: CjeuReferral = {
        id: `cjeu-${p.year}-${String(p.number).padStart(3, '0')}`,
        judgment: { year: p.year, number: p.number },
        cjeuCaseNumber: caseNumber,
        subject: subject(p),
        advocateGeneralOpinion: { status: 'not-available' },
        cjeuJudgment: { status: 'not-delivered' },
      };
      const noticeDay = lodged + rng.int(40, 80);
      if (noticeDay <= today) {
        referral.officialJournalNotice = { url: `${curia(caseNumber)}&language=en`, date: isoDate(noticeDay) };
      }
      if (p.cjeuWithdrawn) {
        referral.cjeuJudgment = { status: 'not-delivered-case-withdrawn' };
        return referral;
      }
      // Delivered once this court has given its follow-up judgment, or about eighteen months after the referral.
      const delivered = followUp
        ? followUp.day - rng.int(90, 200)
        : age > 600
          ? addMonths(p.day, rng.int(15, 19))
          : undefined;
      if (delivered !== undefined && delivered < today) {
        referral.cjeuJudgment = {
          status: 'delivered',
          url: curia(caseNumber),
          date: isoDate(delivered),
          ecli: `ECLI:EU:C:${yearOf(delivered)}:${rng.int(100, 999)}`,
        };
        referral.advocateGeneralOpinion = rng.chance(0.65)
          ? { status: 'delivered', url: `${curia(caseNumber)}&td=ALL`, date: isoDate(delivered - rng.int(60, 150)) }
          : { status: 'not-published' };
        if (followUp) referral.followUpJudgment = { year: followUp.year, number: followUp.number };
      } else if (age > 400 && i % 2 === 0) {
        referral.advocateGeneralOpinion = {
          status: 'delivered',
          url: `${curia(caseNumber)}&td=ALL`,
          date: isoDate(p.day + rng.int(300, 390)),
        };
      }
      return referral;
    });
}
