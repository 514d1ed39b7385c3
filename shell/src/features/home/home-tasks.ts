import { PAGE_PATHS } from '../../config/site-links';

/**
 * The ways into the site from the home page, by what visitors come to do. Each has a title and a line of text
 * under `home.tasks.{id}` in the shell's translations.
 */
export const HOME_TASKS = [
  { id: 'judgments', path: 'judgments' },
  { id: 'pendingCases', path: 'judgments/pending-cases' },
  { id: 'search', path: 'search' },
  { id: 'agenda', path: 'agenda' },
  { id: 'press', path: 'media' },
  { id: 'rules', path: 'rule' },
  { id: 'stayInformed', path: PAGE_PATHS.stayInformed },
] as const;

export function homeTaskKeys(): string[] {
  return HOME_TASKS.flatMap(({ id }) => [`home.tasks.${id}.title`, `home.tasks.${id}.text`]);
}
