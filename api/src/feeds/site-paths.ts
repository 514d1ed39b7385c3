import type { FastifyRequest } from 'fastify';
import { decisionsPaths, localized, mediaPaths, type PressReleaseKind } from '@court/site-map';
import type { Locale } from '../domain/model.js';

/**
 * Where the site shows what the feeds, calendars and sitemap point to. Feeds need absolute addresses; the
 * origin is the one the client reached (behind a proxy: its forwarded host and protocol when TRUST_PROXY is on),
 * so the same server answers correctly under any name.
 */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The judgment's information card, as the court's referencing rules write it: `/{lang}/ARR/{number}/{year}`. */
export const judgmentPath = (lang: Locale, year: number, number: number): string =>
  localized(lang, decisionsPaths.judgment({ year, number }));

/** Pending cases are listed on one page, each under an anchor of its roll number. */
export const pendingCasePath = (lang: Locale, rollNumber: string): string =>
  localized(lang, decisionsPaths.pendingCase(rollNumber));

/** The agenda page, with an anchor for each hearing and delivery (spec section 2). */
export const agendaPath = (lang: Locale, itemId?: string): string => localized(lang, decisionsPaths.agenda(itemId));

/** Press releases are listed by kind, each under an anchor of its id. */
export const pressReleasePath = (lang: Locale, mediaType: PressReleaseKind, id: string): string =>
  localized(lang, mediaPaths.pressRelease(mediaType, id));

export const feedPath = (lang: Locale, name: FeedName): string => `/api/v1/feeds/${lang}/${name}.atom`;

export const FEED_NAMES = ['judgments', 'press-releases', 'pending-cases'] as const;
export type FeedName = (typeof FEED_NAMES)[number];
