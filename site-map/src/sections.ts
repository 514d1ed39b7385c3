/**
 * Who owns which page (DESIGN.md section 1): the first path segment after the language decides which section
 * renders it. The shell routes by it; each section's contract test checks its routes against it. The name is
 * also the section's key in /config/remotes.json and its federation name.
 */
export const SECTIONS = [
  { name: 'court', segments: ['court', 'contacts', 'disclaimer', 'privacy-policy', 'accessibility'] },
  { name: 'decisions', segments: ['judgments', 'agenda', 'ARR'] },
  { name: 'media', segments: ['media', 'stay-informed', 'mailing'] },
  { name: 'rules', segments: ['rule'] },
  { name: 'search', segments: ['search'] },
] as const;

export type SectionName = (typeof SECTIONS)[number]['name'];

export const SECTION_NAMES: readonly SectionName[] = SECTIONS.map((section) => section.name);

/** The section owning a first path segment (`rule`, `judgments`…), if any. */
export function sectionOfSegment(segment: string): SectionName | undefined {
  return SECTIONS.find((section) => (section.segments as readonly string[]).includes(segment))?.name;
}

/** The section owning a site path such as `/nl/rule/anonymization-policy`, if any. */
export function sectionOfPath(pathname: string): SectionName | undefined {
  const segment = pathname.split('/')[2];
  return segment ? sectionOfSegment(segment) : undefined;
}
