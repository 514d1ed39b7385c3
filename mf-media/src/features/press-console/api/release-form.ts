import { TZDate } from '@date-fns/tz';
import type { PressReleaseBody } from '@court/contract/schemas/press-publishing';
import { MEDIA_TYPES, type MediaType } from '@court/contract/vocabularies';

export type { PressReleaseBody };

/** The court's time zone: a publication time is entered, shown and meant in it, wherever the officer is. */
export const COURT_TIME_ZONE = 'Europe/Brussels';

/** The languages a release can be written in: the country's three, and English. */
export const RELEASE_LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;
export type ReleaseLanguage = (typeof RELEASE_LANGUAGES)[number];
/** A release missing one of these is allowed, with a warning: the country's readers expect all three. */
export const EXPECTED_LANGUAGES: readonly ReleaseLanguage[] = ['nl', 'fr', 'de'];

export type Timing = 'now' | 'at';

/** What the officer types, as text, so nothing is lost or reformatted while they type. */
export interface ReleaseFormValues {
  type: MediaType;
  date: string;
  judgmentNumber: string;
  judgmentYear: string;
  rollNumber: string;
  title: Record<ReleaseLanguage, string>;
  body: Record<ReleaseLanguage, string>;
  timing: Timing;
  /** Brussels date (YYYY-MM-DD) and time (HH:MM) of a scheduled publication. */
  publishDate: string;
  publishTime: string;
}

const perLanguage = (value: (lang: ReleaseLanguage) => string) =>
  Object.fromEntries(RELEASE_LANGUAGES.map((lang) => [lang, value(lang)])) as Record<ReleaseLanguage, string>;

/** Today in Brussels, as YYYY-MM-DD. */
export function courtToday(now = new Date()): string {
  return new TZDate(now, COURT_TIME_ZONE).toISOString().slice(0, 10);
}

export function emptyRelease(now = new Date()): ReleaseFormValues {
  return {
    type: 'pressReleaseForJudgments',
    date: courtToday(now),
    judgmentNumber: '',
    judgmentYear: '',
    rollNumber: '',
    title: perLanguage(() => ''),
    body: perLanguage(() => ''),
    timing: 'now',
    publishDate: '',
    publishTime: '',
  };
}

/** The form of a release as last written (its publication time shown in Brussels time). */
export function formOfRelease(body: PressReleaseBody, publishAt: string | undefined, state: string): ReleaseFormValues {
  const scheduled = state === 'scheduled' || (state === 'draft' && body.publishAt !== undefined);
  const at = scheduled && publishAt ? new TZDate(publishAt, COURT_TIME_ZONE) : undefined;
  return {
    type: body.kind,
    date: body.date,
    judgmentNumber: body.judgment ? String(body.judgment.number) : '',
    judgmentYear: body.judgment ? String(body.judgment.year) : '',
    rollNumber: body.rollNumber ?? '',
    title: perLanguage((lang) => body.title[lang] ?? ''),
    body: perLanguage((lang) => body.body[lang] ?? ''),
    timing: at ? 'at' : 'now',
    publishDate: at ? at.toISOString().slice(0, 10) : '',
    publishTime: at ? at.toISOString().slice(11, 16) : '',
  };
}

/** The instant a Brussels date and time stand for (summer time included), as ISO 8601 with its offset. */
export function brusselsInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, COURT_TIME_ZONE).toISOString();
}

/** The languages in which the release has a title: those it will be published in. */
export const writtenLanguages = (values: ReleaseFormValues): ReleaseLanguage[] =>
  RELEASE_LANGUAGES.filter((lang) => values.title[lang].trim() !== '' || values.body[lang].trim() !== '');

/** The body to send; `publishAt` only for a scheduled publication. */
export function releaseBody(values: ReleaseFormValues, archived?: boolean): PressReleaseBody {
  const langs = writtenLanguages(values);
  const pick = (texts: Record<ReleaseLanguage, string>) =>
    Object.fromEntries(langs.filter((lang) => texts[lang].trim()).map((lang) => [lang, texts[lang].trim()]));
  return {
    kind: values.type,
    date: values.date,
    title: pick(values.title),
    body: pick(values.body),
    ...(values.judgmentNumber.trim() && values.judgmentYear.trim()
      ? { judgment: { year: Number(values.judgmentYear), number: Number(values.judgmentNumber) } }
      : {}),
    ...(values.rollNumber.trim() ? { rollNumber: values.rollNumber.trim() } : {}),
    ...(archived ? { archived } : {}),
    ...(values.timing === 'at' ? { publishAt: brusselsInstant(values.publishDate, values.publishTime) } : {}),
  };
}

/** A field to correct, with the code of its message (`problems.{code}` in the console's texts). */
export interface FormProblem {
  field: string;
  code: string;
  params?: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);

/**
 * What must be corrected before the release is sent, as a draft or to be published (the API checks the same and
 * more: this spares a round trip and speaks the officer's language). The field names are the inputs' ids.
 */
export function releaseProblems(values: ReleaseFormValues, now = new Date()): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!MEDIA_TYPES.includes(values.type)) problems.push({ field: 'release-type', code: 'type' });
  if (!isRealDate(values.date)) problems.push({ field: 'release-date', code: 'date' });
  const number = values.judgmentNumber.trim();
  const year = values.judgmentYear.trim();
  if (number || year) {
    if (!/^\d{1,4}$/.test(number) || Number(number) < 1)
      problems.push({ field: 'judgment-number', code: 'judgmentNumber' });
    if (!/^\d{4}$/.test(year) || Number(year) < 1985) problems.push({ field: 'judgment-year', code: 'judgmentYear' });
  } else if (values.type === 'pressReleaseForJudgments' && !values.rollNumber.trim()) {
    problems.push({ field: 'judgment-number', code: 'judgmentMissing' });
  }
  if (values.rollNumber.trim() && !/^\d{1,6}$/.test(values.rollNumber.trim()))
    problems.push({ field: 'roll-number', code: 'rollNumber' });
  const langs = writtenLanguages(values);
  if (langs.length === 0) problems.push({ field: 'title-nl', code: 'noLanguage' });
  for (const lang of langs) {
    if (!values.title[lang].trim()) problems.push({ field: `title-${lang}`, code: 'titleMissing', params: { lang } });
  }
  if (values.timing === 'at') {
    if (!isRealDate(values.publishDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.publishTime)) {
      problems.push({ field: 'publish-date', code: 'publishAt' });
    } else if (Date.parse(brusselsInstant(values.publishDate, values.publishTime)) <= now.getTime()) {
      problems.push({ field: 'publish-date', code: 'publishAtPast' });
    }
  }
  return problems;
}
