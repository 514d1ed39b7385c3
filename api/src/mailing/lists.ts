/**
 * Which of the court's Mailman lists a request concerns. The names are the court's: one newsletter per letter
 * language, the roll-out list (cases entering the roll) and one list per case on the roll.
 */
import { NEWSLETTER_LANGUAGES, type LetterLanguage, type NewsletterLanguage } from '@court/contract/vocabularies';

export { LETTER_LANGUAGES, NEWSLETTER_LANGUAGES, type LetterLanguage } from '@court/contract/vocabularies';

export const ROLLOUT_LIST = 'rollout';

export const newsletterList = (language: NewsletterLanguage) => `newsletter-${language}`;
export const caseList = (rollNumber: string) => `case-${rollNumber}`;
export const isCaseList = (list: string) => list.startsWith('case-');

/** The lists a subscription joins: the newsletter(s) in the letter language and, to follow a case, its lists. */
export function listsOfSubscription(letterLanguage: LetterLanguage, rollNumber: string | undefined): string[] {
  const languages = letterLanguage === 'all' ? NEWSLETTER_LANGUAGES : [letterLanguage];
  const lists = languages.map(newsletterList);
  if (rollNumber !== undefined) lists.push(ROLLOUT_LIST, caseList(rollNumber));
  return lists;
}

/** The lists an unsubscription leaves: every newsletter, the roll-out list and the cases the address follows. */
export function listsOfUnsubscription(followedRollNumbers: readonly string[]): string[] {
  return [...NEWSLETTER_LANGUAGES.map(newsletterList), ROLLOUT_LIST, ...followedRollNumbers.map(caseList)];
}

/**
 * A list id as the mailing system takes it: only a string or a number is a list id (spec section 5); anything
 * else (an object from a crafted request) names no list.
 */
export function toListId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const id = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._-]{0,63}$/.test(id) ? id : undefined;
}
