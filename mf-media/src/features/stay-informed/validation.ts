/** Letter languages of the newsletter (spec section 3). */
export const LETTER_LANGUAGES = ['all', 'nl', 'fr', 'de'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

/** The longest address mail can carry; the API refuses longer ones too. */
export const MAX_EMAIL_LENGTH = 254;

// The same pattern the API validates with, so an address the page lets through is not refused by the server.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const ROLL_NUMBER = /^[0-9]{1,6}$/;

export type EmailProblem = 'emailRequired' | 'invalidEmail';
export type RollNumberProblem = 'rollNumberRequired' | 'rollNumberFormat';

export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) ? 'invalidEmail' : undefined;
}

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
