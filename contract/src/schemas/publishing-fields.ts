import { Type, type TSchema } from 'typebox';
import { JurisdictionAreaSchema } from './enums.js';

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

/** A text of one language: it may run over several lines, but never holds NUL (which PostgreSQL cannot store). */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000]+$' });

/**
 * A text kept in a column of its own rather than inside JSON (a name, a case number): one line, without the
 * control characters PostgreSQL cannot store (NUL) or a line cannot hold.
 */
export const Line = (maxLength: number, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '^[^\\u0000-\\u001f\\u007f]+$',
    ...(description ? { description } : {}),
  });

/** The id an item gives itself in the court's systems: lowercase letters, digits and dashes. */
export const ITEM_ID = '^[a-z0-9][a-z0-9-]{0,79}$';

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

/** A court that referred preliminary questions, with its name and area. */
export const JurisdictionBody = Type.Object(
  {
    id: Type.String({ pattern: ITEM_ID }),
    name: LocalizedOf(Text(500), { description: 'Name of the court', minProperties: 1 }),
    area: JurisdictionAreaSchema,
  },
  { additionalProperties: false },
);
