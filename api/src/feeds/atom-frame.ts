import { Feed } from 'feed';
import type { Locale } from '../domain/model.js';
import { LABELS } from '../documents/labels.js';
import { OPEN_DATA_LABELS } from './labels.js';

/** Entries are written as HTML (the library's choice); court texts are plain text, so they are escaped first. */
export const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const paragraph = (text: string | null | undefined) => (text ? `<p>${html(text)}</p>` : '');
export const link = (href: string, text: string) => `<a href="${html(href)}">${html(text)}</a>`;

/**
 * Entry ids are tag URIs (RFC 4151) under the court's domain: they stay the same whatever host served the feed,
 * so a reader never sees an entry twice.
 */
export const entryId = (lang: Locale, name: string): string => `tag:const-court.be,2026:${lang}/${name}`;

/** Noon UTC of a court date, so the day shown by readers in any European zone is the court's day. */
export const dayInstant = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

export const newest = (dates: string[]): Date => (dates[0] ? dayInstant(dates[0]) : new Date(0));

export interface FeedFrame {
  origin: string;
  lang: Locale;
  title: string;
  /** Absolute address of the feed itself (also its id). */
  self: string;
  /** The page that lists what the feed announces. */
  pagePath: string;
  updated: Date;
}

/** A feed of the court: its author, licence and links, in one language. */
export function createFeed({ origin, lang, title, self, pagePath, updated }: FeedFrame): Feed {
  const labels = OPEN_DATA_LABELS[lang];
  return new Feed({
    id: self,
    title,
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
export function serialise(feed: Feed, lang: Locale): string {
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    );
}
