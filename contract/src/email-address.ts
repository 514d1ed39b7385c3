/**
 * E-mail addresses as the site's forms take them (the newsletter, the search alerts): the same limit and pattern
 * on both sides, so that an address a page lets through is not refused by the API. Free of the schemas' library,
 * so the apps can check an address before sending it.
 */

/** Longest address SMTP can carry (RFC 5321); anything longer is refused before it is looked at. */
export const MAX_EMAIL_LENGTH = 254;

// The pattern of the API's `email` format.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export type EmailProblem = 'emailRequired' | 'invalidEmail';

/** What is wrong with a typed address (spaces around it do not count), if anything. */
export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) ? 'invalidEmail' : undefined;
}
