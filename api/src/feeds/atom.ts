import type { Item } from 'feed';
import { decisionsPaths, localized, mediaPaths } from '@court/site-map';
import type { Locale } from '../domain/model.js';
import { LABELS } from '../documents/labels.js';
import { judgmentPdfLinks, type PdfLocale } from '../domain/references.js';
import type { JudgmentEntry, PendingCaseEntry, PressReleaseEntry } from './feed-queries.js';
import { createFeed, dayInstant, entryId, html, link, newest, paragraph, serialise } from './atom-frame.js';
import { OPEN_DATA_LABELS } from './labels.js';
import { feedPath, judgmentPath, pendingCasePath, pressReleasePath, type FeedName } from './site-paths.js';

/** One of the court's standing feeds, at its address for the language. */
function newFeed(origin: string, lang: Locale, name: FeedName, pagePath: string, updated: Date) {
  const self = `${origin}${feedPath(lang, name)}`;
  return createFeed({ origin, lang, title: OPEN_DATA_LABELS[lang].feeds[name], self, pagePath, updated });
}

export function judgmentsFeed(origin: string, lang: Locale, entries: JudgmentEntry[]): string {
  const feed = newFeed(
    origin,
    lang,
    'judgments',
    localized(lang, decisionsPaths.judgments()),
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
    origin,
    lang,
    'press-releases',
    localized(lang, mediaPaths.page('general-press')),
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

/** A pending case as a feed entry: its number and subject, its kind, and the questions put to the court. */
export function pendingCaseItem(origin: string, lang: Locale, entry: PendingCaseEntry): Item {
  const labels = OPEN_DATA_LABELS[lang];
  const type = labels.caseTypes[entry.type] ?? entry.type;
  return {
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
  };
}

export function pendingCasesFeed(origin: string, lang: Locale, entries: PendingCaseEntry[]): string {
  const feed = newFeed(
    origin,
    lang,
    'pending-cases',
    localized(lang, decisionsPaths.pendingCases()),
    newest(entries.map((e) => e.receiptDate)),
  );
  for (const entry of entries) feed.addItem(pendingCaseItem(origin, lang, entry));
  return serialise(feed, lang);
}
