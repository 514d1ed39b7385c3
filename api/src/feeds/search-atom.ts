import type { Locale } from '../domain/model.js';
import { LABELS } from '../documents/labels.js';
import { pendingCaseItem } from './atom.js';
import { createFeed, dayInstant, entryId, html, newest, paragraph, serialise } from './atom-frame.js';
import type { PendingCaseEntry } from './feed-queries.js';
import { OPEN_DATA_LABELS } from './labels.js';
import { judgmentPath } from './site-paths.js';

/** The part of a search answer (`GET /api/v1/search/…`) a feed shows, hit by hit, in the answer's order. */
export interface SearchHitEntry {
  year: number;
  number: number;
  ecli: string;
  date: string;
  headnote: string | null;
  /** Matching passages as the search answers them: HTML in which only `<mark>` is not escaped. */
  snippets: { html: string }[];
}

export interface SearchFeedFrame {
  origin: string;
  lang: Locale;
  /** Absolute address of this feed, query included. */
  self: string;
  /** The site's search page. */
  pagePath: string;
  /** What was searched, in words (the terms), for the title. */
  query: string;
}

/** The feed's head: titled with what was searched, as new as its newest item. */
function searchFeedHead(frame: SearchFeedFrame, dates: string[]) {
  const { origin, lang } = frame;
  return createFeed({
    origin,
    lang,
    title: OPEN_DATA_LABELS[lang].searchFeed(frame.query),
    self: frame.self,
    pagePath: frame.pagePath,
    // Hits may be ordered by relevance: the feed is as new as its newest item.
    updated: newest([...dates].sort().reverse()),
  });
}

/** A judgment search as a feed: the same hits, in the same order, as the search answers for the same query. */
export function searchFeed(frame: SearchFeedFrame, hits: SearchHitEntry[]): string {
  const { origin, lang } = frame;
  const feed = searchFeedHead(
    frame,
    hits.map((hit) => hit.date),
  );
  for (const hit of hits) {
    feed.addItem({
      title: html(LABELS[lang].judgment(hit.number, hit.year, hit.date)),
      id: entryId(lang, hit.ecli),
      link: `${origin}${judgmentPath(lang, hit.year, hit.number)}`,
      date: dayInstant(hit.date),
      published: dayInstant(hit.date),
      description: hit.headnote ? html(hit.headnote) : undefined,
      content: [
        `<p>${html(hit.ecli)}</p>`,
        paragraph(hit.headnote),
        ...hit.snippets.map((snippet) => `<blockquote><p>${snippet.html}</p></blockquote>`),
      ].join(''),
    });
  }
  return serialise(feed, lang);
}

/** A pending-case search as a feed: the cases the search answers, in its order, as the pending-cases feed shows them. */
export function pendingCaseSearchFeed(frame: SearchFeedFrame, hits: PendingCaseEntry[]): string {
  const feed = searchFeedHead(
    frame,
    hits.map((hit) => hit.receiptDate),
  );
  for (const hit of hits) feed.addItem(pendingCaseItem(frame.origin, frame.lang, hit));
  return serialise(feed, frame.lang);
}
