import { type Locale } from '@court/runtime';
import { fetchContentList, loadContentDocument, type ContentResult } from '@court/shared';
import type { LegalPage } from '@court/site-map';
import { PRESENTATION_CONTENT, PRESENTATION_TEXT_PAGES, type PresentationTextPage } from '../../../config/paths';

export interface PresentationData {
  content: ContentResult;
  /** One-sentence descriptions of the sub-pages, by content path (empty if the list could not be fetched). */
  descriptions: Record<string, string>;
}

/** The descriptions of the presentation's blocks, for the cards of the overview; optional, so never fatal. */
async function loadDescriptions(locale: Locale): Promise<Record<string, string>> {
  try {
    const documents = await fetchContentList(locale, 'court', { only: ['path', 'description'] });
    return Object.fromEntries(
      documents.map((document) => [document.path.replace(/^\/?[a-z]{2}\//, ''), document.description ?? '']),
    );
  } catch {
    return {};
  }
}

/** `/court` and `/court/presentation`: the Court in the Belgian State, and cards leading to each sub-page. */
export async function loadPresentation(locale: Locale): Promise<PresentationData> {
  const [content, descriptions] = await Promise.all([
    loadContentDocument(locale, PRESENTATION_CONTENT),
    loadDescriptions(locale),
  ]);
  return { content, descriptions };
}

export interface TextPageData<Page extends string> {
  page: Page;
  content: ContentResult;
}

/** A presentation sub-page whose text is one block (history, jurisdiction, procedure…). */
export async function loadPresentationTextPage(
  locale: Locale,
  page: PresentationTextPage,
): Promise<TextPageData<PresentationTextPage>> {
  return { page, content: await loadContentDocument(locale, PRESENTATION_TEXT_PAGES[page]) };
}

/** Contacts, disclaimer, privacy policy, accessibility statement: one block each, named like the page. */
export async function loadLegalPage(locale: Locale, page: LegalPage): Promise<TextPageData<LegalPage>> {
  return { page, content: await loadContentDocument(locale, page) };
}
