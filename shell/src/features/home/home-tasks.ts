import { decisionsPaths, mediaPaths, rulesPaths, searchPaths } from '@court/site-map';

/**
 * The ways into the site from the home page, by what visitors come to do. Each has a title and a line of text
 * under `home.tasks.{id}` in the shell's translations.
 */
export const HOME_TASKS = [
  { id: 'judgments', path: decisionsPaths.judgments() },
  { id: 'pendingCases', path: decisionsPaths.pendingCases() },
  { id: 'search', path: searchPaths.root() },
  { id: 'agenda', path: decisionsPaths.agenda() },
  { id: 'press', path: mediaPaths.root() },
  { id: 'rules', path: rulesPaths.root() },
  { id: 'stayInformed', path: mediaPaths.stayInformed() },
] as const;

export function homeTaskKeys(): string[] {
  return HOME_TASKS.flatMap(({ id }) => [`home.tasks.${id}.title`, `home.tasks.${id}.text`]);
}
