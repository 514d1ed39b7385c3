import type { Localized, PublicHearing, UpcomingDecision } from '@court/contract/content-model';
import { type Day, dateTime, isCourtDay, isoDate, weekday } from '../dates.js';
import type { Rng } from '../prng.js';
import type { TextLang } from '../text/format.js';
import { inCase } from '../text/case-texts.js';
import type { Docketed } from './pending.js';

/**
 * The agenda: public hearings of the last weeks and of the coming months, and the judgments announced for the
 * coming weeks. Every hearing and decision concerns cases that are pending today.
 */

const LANGS: readonly TextLang[] = ['nl', 'fr', 'de'];

/** Court days on the given weekday between `from` and `to`. */
function sittings(from: Day, to: Day, wd: number): Day[] {
  const days: Day[] = [];
  for (let d = from; d <= to; d++) if (weekday(d) === wd && isCourtDay(d)) days.push(d);
  return days;
}

function subjectOf(cases: readonly Docketed[]): Localized {
  const subject: Localized = {};
  for (const lang of LANGS) subject[lang] = cases.map((c) => inCase(c.plan, lang, c.slots[lang])).join(' ');
  return subject;
}

const rollsOf = (cases: readonly Docketed[]): string[] => cases.flatMap((c) => c.plan.rollNumbers);

export interface Agenda {
  hearings: PublicHearing[];
  upcomingDecisions: UpcomingDecision[];
}

export function buildAgenda(rng: Rng, current: readonly Docketed[], today: Day): Agenda {
  // Oldest cases are heard first; a case is heard once and decided a few weeks to months later.
  const queue = [...current].sort((a, b) => a.plan.receiptDay - b.plan.receiptDay);
  const take = (count: number, receivedBefore: Day): Docketed[] => {
    const picked: Docketed[] = [];
    for (let i = 0; i < queue.length && picked.length < count;) {
      const c = queue[i] as Docketed;
      if (c.plan.receiptDay < receivedBefore) {
        picked.push(c);
        queue.splice(i, 1);
      } else i++;
    }
    return picked;
  };

  const hearings: PublicHearing[] = [];
  const heard: Docketed[] = [];
  const past = rng.sample(sittings(today - 60, today - 1, 3), rng.int(3, 5)).sort((a, b) => a - b);
  const future = rng.sample(sittings(today + 1, today + 120, 3), rng.int(8, 11)).sort((a, b) => a - b);
  for (const day of [...past, ...future]) {
    const cases = take(rng.int(1, 3), day - 150);
    if (cases.length === 0) continue;
    if (day < today) heard.push(...cases);
    hearings.push({
      id: `hearing-${isoDate(day)}`,
      date: dateTime(day, rng.chance(0.6) ? 10 : 14),
      rollNumbers: rollsOf(cases),
      subject: subjectOf(cases),
    });
  }

  const upcomingDecisions: UpcomingDecision[] = [];
  const decisionDays = sittings(today + 1, today + 42, 4);
  const toDecide = [...heard, ...take(12, today - 240)];
  for (const [i, day] of decisionDays.entries()) {
    const batch = toDecide.splice(0, i === 0 ? rng.int(1, 3) : rng.int(2, 4));
    for (const [k, c] of batch.entries()) {
      upcomingDecisions.push({
        id: `decision-${isoDate(day)}-${k + 1}`,
        date: dateTime(day, 10),
        rollNumbers: rollsOf([c]),
        subject: subjectOf([c]),
      });
    }
  }
  return { hearings, upcomingDecisions };
}
