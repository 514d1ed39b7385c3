import type { Judgment, Localized, PressRelease } from '@court/contract/content-model';
import { type Day, dayFromYmd, isCourtDay, isoDate, nextCourtDay, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';
import type { MemberRecord } from '../people/members.js';
import { isImportant } from '../plan/judgments.js';
import type { JudgmentPlan } from '../plan/types.js';
import { cap, fill, finish, formatDate, shortName, type TextLang } from '../text/format.js';
import { GENERAL, JUDGMENT_LEAD, JUDGMENT_TITLES, PRESS_NOTICE, VISITING_COURTS } from './press-texts.js';

/**
 * Press releases: one for most important judgments since 2010 (and a few others), and general releases on the
 * court's life (new presidents and judges, annual reports, anniversaries, visits, open days).
 */

const LANGS: readonly TextLang[] = ['nl', 'fr', 'de'];
const FIRST_RELEASE_YEAR = 2010;

const pdfs = (folder: string, id: string): Localized => ({
  nl: `/public/press/${folder}/${id}-nl.pdf`,
  fr: `/public/press/${folder}/${id}-fr.pdf`,
  de: `/public/press/${folder}/${id}-de.pdf`,
});

/** Feminine forms of the announcements about a member, where French and German need them. */
const FEMININE: Record<TextLang, [RegExp, string][]> = {
  nl: [],
  fr: [
    [/Le juge /g, 'La juge '],
    [/a été élu président/g, 'a été élue présidente'],
    [/Le nouveau président entre/g, 'La nouvelle présidente entre'],
    [/Le nouveau juge a été nommé/g, 'La nouvelle juge a été nommée'],
  ],
  de: [
    [/^Richter /, 'Richterin '],
    [/seiner Sprachgruppe zum Präsidenten/g, 'ihrer Sprachgruppe zur Präsidentin'],
    [/Der neue Präsident tritt/g, 'Die neue Präsidentin tritt'],
    [/als Richter am/g, 'als Richterin am'],
    [/Der neue Richter wurde/g, 'Die neue Richterin wurde'],
  ],
};

function judgmentRelease(p: JudgmentPlan, j: Judgment, today: Day): PressRelease {
  const id = `pr-${p.year}-${String(p.number).padStart(3, '0')}`;
  const title: Localized = {};
  const body: Localized = {};
  for (const lang of LANGS) {
    const subject = p.issue[lang].subject;
    title[lang] = finish(fill(JUDGMENT_TITLES[p.outcome][lang], { subject, Subject: cap(subject) }), lang);
    const lead = fill(JUDGMENT_LEAD[lang], { n: `${p.number}/${p.year}`, date: formatDate(p.day, lang), subject });
    const summary = j.summary[lang] ?? j.summary.fr ?? '';
    body[lang] = [finish(lead, lang), summary, PRESS_NOTICE[lang]].join('\n\n');
  }
  return {
    id,
    mediaType: 'pressReleaseForJudgments',
    date: isoDate(p.day),
    title,
    body,
    judgment: { year: p.year, number: p.number },
    pdf: pdfs(String(p.year), id),
    archived: p.day < today - 3 * 365,
  };
}

interface Announcement {
  day: Day;
  kind: keyof typeof GENERAL;
  slots: Record<TextLang, Record<string, string>>;
  feminine?: boolean;
}

function general(a: Announcement, index: number, today: Day): PressRelease {
  const id = `pr-general-${yearOf(a.day)}-${String(index + 1).padStart(3, '0')}`;
  const title: Localized = {};
  const body: Localized = {};
  for (const lang of LANGS) {
    const slots = { ...a.slots[lang], date: formatDate(a.day, lang) };
    let text = fill(GENERAL[a.kind].body[lang], slots);
    if (a.feminine) for (const [from, to] of FEMININE[lang]) text = text.replace(from, to);
    title[lang] = finish(fill(GENERAL[a.kind].title[lang], slots), lang);
    body[lang] = `${finish(text, lang)}\n\n${PRESS_NOTICE[lang].split('. ')[0]}.`;
  }
  return {
    id,
    mediaType: 'generalPressRelease',
    date: isoDate(a.day),
    title,
    body,
    pdf: pdfs('general', id),
    archived: a.day < today - 3 * 365,
  };
}

function announcements(rng: Rng, members: readonly MemberRecord[], today: Day): Announcement[] {
  const from = dayFromYmd(FIRST_RELEASE_YEAR - 2, 1, 1);
  const same = (text: string): Record<TextLang, Record<string, string>> => ({
    nl: { name: text },
    fr: { name: text },
    de: { name: text },
  });
  const list: Announcement[] = [];
  for (const m of members) {
    if (m.role !== 'judge' && m.role !== 'president') continue;
    const name = shortName(m.name);
    if (m.start >= from && m.start <= today)
      list.push({ day: m.start, kind: 'oath', slots: same(name), feminine: m.gender === 'f' });
    if (
      m.presidentFrom !== undefined &&
      m.presidentFrom >= from &&
      m.presidentFrom <= today &&
      m.presidentFrom !== m.start
    ) {
      list.push({ day: m.presidentFrom, kind: 'president', slots: same(name), feminine: m.gender === 'f' });
    }
  }
  for (let y = FIRST_RELEASE_YEAR - 2; y < yearOf(today); y++) {
    const day = nextCourtDay(dayFromYmd(y + 1, 4, 20) + rng.int(0, 20));
    if (day <= today)
      list.push({
        day,
        kind: 'report',
        slots: { nl: { year: String(y) }, fr: { year: String(y) }, de: { year: String(y) } },
      });
    const visit = nextCourtDay(dayFromYmd(y, rng.int(2, 11), rng.int(1, 28)));
    const court = rng.pick(VISITING_COURTS);
    if (visit <= today)
      list.push({
        day: visit,
        kind: 'visit',
        slots: { nl: { court: court.nl }, fr: { courtOf: court.fr }, de: { courtOfDe: court.de } },
      });
    const openDay = dayFromYmd(y, 9, 10 + rng.int(0, 10));
    if (rng.chance(0.4) && openDay <= today)
      list.push({ day: openDay, kind: 'openDay', slots: { nl: {}, fr: {}, de: {} } });
  }
  for (const years of [25, 30, 35, 40, 45]) {
    const day = dayFromYmd(1984 + years, 10, 1);
    const shown = isCourtDay(day) ? day : nextCourtDay(day);
    if (shown <= today && shown >= from)
      list.push({
        day: shown,
        kind: 'anniversary',
        slots: { nl: { year: String(years) }, fr: { year: String(years) }, de: { year: String(years) } },
      });
  }
  return list.sort((a, b) => a.day - b.day);
}

export function pressReleases(
  rng: Rng,
  plans: readonly JudgmentPlan[],
  judgments: readonly Judgment[],
  members: readonly MemberRecord[],
  today: Day,
): PressRelease[] {
  const onJudgments: PressRelease[] = [];
  plans.forEach((p, i) => {
    const j = judgments[i];
    if (!j || p.year < FIRST_RELEASE_YEAR) return;
    if (rng.chance(isImportant(p) ? 0.7 : 0.08)) onJudgments.push(judgmentRelease(p, j, today));
  });
  const general_ = announcements(rng, members, today).map((a, i) => general(a, i, today));
  return [...onJudgments, ...general_].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
