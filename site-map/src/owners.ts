import { SITE_LANGUAGES } from './languages.js';
import { shellPaths } from './paths.js';
import { sectionOfPath, type SectionName } from './sections.js';

/** The pages the shell draws itself under a language: the home page and the login area's. */
const SHELL_PAGES = new Set<string>(Object.values(shellPaths).map((path) => path()));

/**
 * Who draws a site path: a section, the shell, or nobody (its 404 page, with that status). A section's
 * unknown sub-path is the section's to answer.
 */
export function ownerOfPath(pathname: string): SectionName | 'shell' | undefined {
  const [, lang, ...rest] = pathname.replace(/\/$/, '').split('/');
  if (!(SITE_LANGUAGES as readonly (string | undefined)[]).includes(lang)) return undefined;
  return sectionOfPath(pathname) ?? (SHELL_PAGES.has(rest.join('/')) ? 'shell' : undefined);
}
