import { Type, type Static } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../email-address.js';
import { LETTER_LANGUAGES } from '../vocabularies.js';

export { MAX_EMAIL_LENGTH };

const Email = Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'E-mail address' });

export const SubscriptionBody = Type.Object(
  {
    email: Email,
    letterLanguage: Type.Enum(LETTER_LANGUAGES, {
      description: 'Language of the newsletter: nl, fr, de, or all three',
    }),
    // A list id is a string or a number (spec section 5); the case list is `case-{rollNumber}`. Checked in the
    // handler: the validator's type coercion would turn `["8101"]` into `"8101"`.
    rollNumber: Type.Optional(
      Type.Unknown({ description: 'Roll number of a case to follow, as a string or a number, e.g. "8123"' }),
    ),
  },
  { additionalProperties: false },
);

export const UnsubscriptionBody = Type.Object({ email: Email }, { additionalProperties: false });

export const MailingResult = Type.Object({
  status: Type.Enum(['sent', 'queued'], {
    description: 'sent: the mailing system took it; queued: it is stored and will be sent when the system is back',
  }),
  lists: Type.Array(Type.String(), { description: 'The mailing lists concerned' }),
});

/** The roll number of a body, when it is one: digits as a string, or a whole number. */
export function toRollNumber(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= 999_999 ? String(value) : undefined;
  return typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? value : undefined;
}

export type SubscriptionBody = Omit<Static<typeof SubscriptionBody>, 'rollNumber'> & { rollNumber?: string | number };
export type UnsubscriptionBody = Static<typeof UnsubscriptionBody>;
export type MailingResult = Static<typeof MailingResult>;
