import { Feed } from 'feed';
import type { Locale } from '../domain/model.js';
import { LABELS } from '../documents/labels.js';
import { judgmentPdfLinks, type PdfLocale } from '../domain/references.js';
import type { JudgmentEntry, PendingCaseEntry, PressReleaseEntry } from './feed-queries.js';
import { OPEN_DATA_LABELS } from './labels.js';
import { feedPath, judgmentPath, pendingCasePath, pressReleasePath, type FeedName } from './site-paths.js';

/** Entries are written as HTML (the library's choice); court texts are plain text, so they are escaped first. */
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string | null | undefined) => (text ? `<p>${html(text)}</p>` : '');
const link = (href: string, text: string) => `<a href="${html(href)}">${html(text)}</a>`;

/**
 * Entry ids are tag URIs (RFC 4151) under the court's domain: they stay the same whatever host served the feed,
 * so a reader never sees an entry twice.
 */
const entryId = (lang: Locale, name: string): string => `tag:const-court.be,2026:${lang}/${name}`;

/** Noon UTC of a court date, so the day shown by readers in any European zone is the court's day. */
const dayInstant = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

interface FeedFrame {
  origin: string;
  lang: Locale;
  name: FeedName;
  /** The page that lists what the feed announces. */
  pagePath: string;
}

function newFeed({ origin, lang, name, pagePath }: FeedFrame, updated: Date): Feed {
  const labels = OPEN_DATA_LABELS[lang];
  const self = `${origin}${feedPath(lang, name)}`;
  return new Feed({
    id: self,
    title: labels.feeds[name],
    description: labels.feedSubtitle,
    link: `${origin}${pagePath}`,
    feed: self,
    updated,
    author: { name: LABELS[lang].court, link: `${origin}/${lang}` },
    copyright: labels.licence,
    generator: false,
  });
}

/** Serialises, declaring the language of the texts on the root element (the library only does so for RSS). */
function serialise(feed: Feed, lang: Locale): string {
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    );
}

const newest = (dates: string[]): Date => (dates[0] ? dayInstant(dates[0]) : new Date(0));

export function judgmentsFeed(origin: string, lang: Locale, entries: JudgmentEntry[]): string {
  const feed = newFeed(
    { origin, lang, name: 'judgments', pagePath: `/${lang}/judgments` },
    newest(entries.map((e) => e.date)),
  );
  for (const entry of entries) {
    const url = `${origin}${judgmentPath(lang, entry.year, entry.number)}`;
    const pdfs = Object.entries(judgmentPdfLinks(entry.year, entry.number, entry.languages)) as [PdfLocale, string][];
    feed.addItem({
      title: html(LABELS[lang].judgment(entry.number, entry.year, entry.date)),
      id: entryId(lang, entry.ecli),
      link: url,
      date: dayInstant(entry.date),
      published: dayInstant(entry.date),
      description: entry.headnote ? html(entry.headnote) : undefined,
      content: [
        `<p>${html(entry.ecli)}</p>`,
        paragraph(entry.headnote),
        paragraph(entry.summary),
        pdfs.length
          ? `<p>${pdfs.map(([pdfLang, href]) => link(`${origin}${href}`, `PDF (${pdfLang})`)).join(' · ')}</p>`
          : '',
      ].join(''),
    });
  }
  return serialise(feed, lang);
}

export function pressReleasesFeed(origin: string, lang: Locale, entries: PressReleaseEntry[]): string {
  const feed = newFeed(
    { origin, lang, name: 'press-releases', pagePath: `/${lang}/media/general-press` },
    newest(entries.map((e) => e.date)),
  );
  for (const entry of entries) {
    const judgmentLink = entry.judgment
      ? `<p>${link(`${origin}${judgmentPath(lang, entry.judgment.year, entry.judgment.number)}`, `${entry.judgment.number}/${entry.judgment.year}`)}</p>`
      : '';
    feed.addItem({
      title: html(entry.title),
      id: entryId(lang, `press-release/${entry.id}`),
      link: `${origin}${pressReleasePath(lang, entry.mediaType, entry.id)}`,
      date: dayInstant(entry.date),
      published: dayInstant(entry.date),
      content: [
        paragraph(entry.body),
        judgmentLink,
        entry.pdf ? `<p>${link(`${origin}${entry.pdf}`, 'PDF')}</p>` : '',
      ].join(''),
    });
  }
  return serialise(feed, lang);
}

export function pendingCasesFeed(origin: string, lang: Locale, entries: PendingCaseEntry[]): string {
  const labels = OPEN_DATA_LABELS[lang];
  const feed = newFeed(
    { origin, lang, name: 'pending-cases', pagePath: `/${lang}/judgments/pending-cases` },
    newest(entries.map((e) => e.receiptDate)),
  );
  for (const entry of entries) {
    const type = labels.caseTypes[entry.type] ?? entry.type;
    feed.addItem({
      title: html(`${labels.pendingCase(entry.rollNumber)} – ${entry.subject ?? type}`),
      id: entryId(lang, `case/${entry.rollNumber}`),
      link: `${origin}${pendingCasePath(lang, entry.rollNumber)}`,
      date: dayInstant(entry.receiptDate),
      published: dayInstant(entry.receiptDate),
      category: [{ term: entry.type, name: type }],
      content: [
        paragraph(type),
        paragraph(entry.subject),
        entry.questions.length ? `<ol>${entry.questions.map((q) => `<li>${html(q)}</li>`).join('')}</ol>` : '',
      ].join(''),
    });
  }
  return serialise(feed, lang);
}
