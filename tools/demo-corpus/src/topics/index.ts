import { CIVIL } from './civil.js';
import { COMPETENCES } from './competences.js';
import { CRIMINAL } from './criminal.js';
import { DATA_PROTECTION } from './data-protection.js';
import { EDUCATION } from './education.js';
import { EMPLOYMENT } from './employment.js';
import { ENVIRONMENT } from './environment.js';
import { FAMILY } from './family.js';
import { LANGUAGE } from './language.js';
import { MIGRATION } from './migration.js';
import { PROCEDURE } from './procedure.js';
import { SOCIAL_SECURITY } from './social-security.js';
import { TAX } from './tax.js';
import type { Issue, Topic } from './types.js';

/** Every legal topic of the case law, with its issues. */
export const TOPICS: readonly Topic[] = [
  TAX,
  SOCIAL_SECURITY,
  EDUCATION,
  ENVIRONMENT,
  CRIMINAL,
  MIGRATION,
  FAMILY,
  DATA_PROTECTION,
  LANGUAGE,
  COMPETENCES,
  EMPLOYMENT,
  CIVIL,
  PROCEDURE,
];

export const ALL_ISSUES: readonly Issue[] = TOPICS.flatMap((t) => t.issues);

export function topicOf(issue: Issue): Topic {
  const topic = TOPICS.find((t) => t.id === issue.topic);
  if (!topic) throw new Error(`Issue ${issue.id} names an unknown topic ${issue.topic}`);
  return topic;
}
