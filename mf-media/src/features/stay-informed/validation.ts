/** Letter languages of the newsletter (spec section 3). */
export const LETTER_LANGUAGES = ['all', 'nl', 'fr', 'de'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

export { emailProblem } from '@court/contract/email-address';

const ROLL_NUMBER = /^[0-9]{1,6}$/;

export type RollNumberProblem = 'rollNumberRequired' | 'rollNumberFormat';

export function rollNumberProblem(value: string): RollNumberProblem | undefined {
  const rollNumber = value.trim();
  if (rollNumber === '') return 'rollNumberRequired';
  return ROLL_NUMBER.test(rollNumber) ? undefined : 'rollNumberFormat';
}

export const isRollNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && ROLL_NUMBER.test(value.trim());

export function isLetterLanguage(value: unknown): value is LetterLanguage {
  return typeof value === 'string' && (LETTER_LANGUAGES as readonly string[]).includes(value);
}
