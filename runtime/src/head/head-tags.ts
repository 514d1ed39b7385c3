import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import type { Locale } from '../locale/locales';
import { useLocale } from '../routing/use-locale';
import { HEAD_OWNER, languageLinks } from './language-links';
import { declarePageDescription, declarePageLanguages } from './page-head';

/**
 * What a page tells search engines and feed readers through `<head>`, beside its title (`useDocumentTitle`):
 * its description, its feeds, and the languages it exists in. The shell's frame writes the description
 * (`useDescriptionMeta`), the canonical link and the hreflang alternates of every page (`useLanguageLinks`);
 * sections only call the hooks for what is theirs (or pass a description to `SectionLayout`). A page drawn on
 * the server declares its description and languages as it renders, and the server writes them into its HTML.
 */

/** A `<link>` or `<meta>` in `<head>` that this module owns, found by its key or created. */
function ownedElement(tag: 'link' | 'meta', key: string): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(`${tag}[${HEAD_OWNER}="${key.replace(/["\\]/g, '\\$&')}"]`);
  if (existing) return existing;
  const element = document.createElement(tag);
  element.setAttribute(HEAD_OWNER, key);
  document.head.append(element);
  return element;
}

function setAttributes(element: HTMLElement, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

interface PageDescriptionState {
  /** Descriptions of what is shown, in the order they were set; the last one is the page's. */
  descriptions: readonly { text: string }[];
}

const usePageDescriptionStore = create<PageDescriptionState>(() => ({ descriptions: [] }));

/**
 * Describes the page (`<meta name="description">`) while it is shown: what it offers, or for an item page the
 * item itself. The frame writes it (`useDescriptionMeta`); when the page goes, its description goes with it.
 */
export function useMetaDescription(description: string | undefined): void {
  if (description) declarePageDescription(description);
  useEffect(() => {
    if (!description) return;
    const entry = { text: description };
    usePageDescriptionStore.setState((state) => ({ descriptions: [...state.descriptions, entry] }));
    return () =>
      usePageDescriptionStore.setState((state) => ({
        descriptions: state.descriptions.filter((other) => other !== entry),
      }));
  }, [description]);
}

/**
 * For the page frame: writes the shown page's description into `<meta name="description">`, or `fallback` (what
 * the site offers, in the page's language) for a page that has none, so a description never outlives its page.
 */
export function useDescriptionMeta(fallback: string): void {
  const description = usePageDescriptionStore((state) => state.descriptions.at(-1)?.text) ?? fallback;
  useEffect(() => {
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]') ??
      Object.assign(document.createElement('meta'), { name: 'description' });
    if (!meta.isConnected) document.head.append(meta);
    meta.content = description;
  }, [description]);
}

export interface FeedLink {
  /** Address of the Atom feed, e.g. `/api/v1/feeds/fr/judgments.atom`. */
  href: string;
  /** What the feed announces, in the page's language (readers show it). */
  title: string;
}

/** Offers an Atom feed of the page to browsers and feed readers (`<link rel="alternate">`) while it is shown. */
export function useFeedLink(feed: FeedLink | undefined): void {
  const href = feed?.href;
  const title = feed?.title;
  useEffect(() => {
    if (!href || !title) return;
    const link = ownedElement('link', `feed ${href}`);
    setAttributes(link, { rel: 'alternate', type: 'application/atom+xml', href, title });
    return () => link.remove();
  }, [href, title]);
}

/** The API's Atom feeds, one per language each (`/api/v1/feeds/{lang}/{name}.atom`). */
export type AtomFeedName = 'judgments' | 'press-releases' | 'pending-cases';

export const atomFeedPath = (locale: Locale, name: AtomFeedName): string => `/api/v1/feeds/${locale}/${name}.atom`;

/** The API's iCalendar files: the agenda in a language, or the hearings and delivery of one case by roll number. */
export const calendarPath = (locale: Locale, rollNumber?: string): string =>
  rollNumber
    ? `/api/v1/calendar/${locale}/cases/${encodeURIComponent(rollNumber)}.ics`
    : `/api/v1/calendar/${locale}/agenda.ics`;

/**
 * The feed of a judgment search: the search's name in the API (`full-text-judgments`, `judgments`…) and the very
 * query string sent to `/api/v1/search/{search}` (lang is taken from the path). It lists the same hits.
 */
export const searchFeedPath = (locale: Locale, search: string, query: string): string =>
  `/api/v1/feeds/${locale}/search/${search}.atom${query ? `?${query.replace(/^\?/, '')}` : ''}`;

/** Offers the court's Atom feed `name` in the page's language, titled as the page that lists the same items. */
export function useAtomFeed(name: AtomFeedName, title: string): void {
  const locale = useLocale();
  useFeedLink({ href: atomFeedPath(locale, name), title });
}

interface PageLanguagesState {
  /** Languages the current page exists in; undefined means all four. */
  languages: readonly Locale[] | undefined;
}

export const usePageLanguagesStore = create<PageLanguagesState>(() => ({ languages: undefined }));

/**
 * Declares the languages the page exists in, when not all four: a judgment published in Dutch only, job
 * offers (not in English). The hreflang alternates then name only those.
 */
export function usePageLanguages(languages: readonly Locale[] | undefined): void {
  const key = languages?.join(',');
  if (languages) declarePageLanguages(languages);
  useEffect(() => {
    if (key === undefined) return;
    usePageLanguagesStore.setState({ languages: key ? (key.split(',') as Locale[]) : [] });
    return () => usePageLanguagesStore.setState({ languages: undefined });
  }, [key]);
}

/**
 * For the page frame: the canonical address of the page (without query or hash) and one hreflang alternate
 * per language it exists in, plus x-default (the address without a language, which picks the visitor's).
 */
export function useLanguageLinks(): void {
  const { pathname } = useLocation();
  const languagesKey = usePageLanguagesStore((state) => state.languages)?.join(',');
  useEffect(() => {
    const languages = languagesKey?.split(',').filter(Boolean) as Locale[] | undefined;
    const owned = languageLinks(window.location.origin, pathname, languages).map(({ key, attributes }) => {
      const link = ownedElement('link', key);
      setAttributes(link, attributes);
      return link;
    });
    return () => owned.forEach((element) => element.remove());
  }, [pathname, languagesKey]);
}
