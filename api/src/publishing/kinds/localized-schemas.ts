import { Type, type TSchema } from 'typebox';

/**
 * Texts keyed by language, as publishing takes them: the court's languages nl, fr and de, and en where a text
 * exists in English. Unknown languages are refused, not dropped.
 */
export const LocalizedOf = <T extends TSchema>(value: T, options: { description: string; minProperties?: number }) =>
  Type.Object(
    {
      nl: Type.Optional(value),
      fr: Type.Optional(value),
      de: Type.Optional(value),
      en: Type.Optional(value),
    },
    { additionalProperties: false, ...options },
  );

export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** An instant with its offset: `2026-11-26T10:00:00+01:00` or `2026-11-26T09:00:00Z`. */
export const PublishAt = Type.String({
  format: 'date-time',
  description: 'When the item becomes public (ISO 8601 date-time with offset); default: at once',
});

export const JudgmentReferenceBody = Type.Object(
  {
    year: Type.Integer({ minimum: 1985, maximum: 2100 }),
    number: Type.Integer({ minimum: 1, maximum: 9999 }),
  },
  { additionalProperties: false },
);
