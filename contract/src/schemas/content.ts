import { Type } from 'typebox';

const Field = Type.String({
  pattern: '^[A-Za-z0-9_.-]{1,64}$',
  description: 'A field name (dots reach into front matter)',
});
// One schema with a list of types, not a union: query strings are coerced, and a union's first branch
// (string) would turn `true` and `3` into "true" and "3" before the right branch is tried.
const Scalar = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: 1000,
});
const Scalars = Type.Array(Scalar, { maxItems: 100 });

const Operators = Type.Object(
  {
    $eq: Type.Optional(Scalar),
    $ne: Type.Optional(Scalar),
    $in: Type.Optional(Scalars),
    $nin: Type.Optional(Scalars),
    $contains: Type.Optional(Type.Union([Scalar, Scalars])),
    $gt: Type.Optional(Scalar),
    $gte: Type.Optional(Scalar),
    $lt: Type.Optional(Scalar),
    $lte: Type.Optional(Scalar),
  },
  { additionalProperties: false, minProperties: 1 },
);

const Sort = Type.Object({ field: Field, direction: Type.Enum(['asc', 'desc']) }, { additionalProperties: false });

export const ContentQueryBody = Type.Object(
  {
    only: Type.Optional(
      Type.Union([Field, Type.Array(Field, { maxItems: 50 })], { description: 'Keep only these fields' }),
    ),
    without: Type.Optional(
      Type.Union([Field, Type.Array(Field, { maxItems: 50 })], { description: 'Drop these fields' }),
    ),
    where: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }), Type.Union([Scalar, Scalars, Operators]), {
        // A key that is not a field name is refused, not let through unchecked.
        additionalProperties: false,
        maxProperties: 20,
        description: 'Conditions on front-matter fields: a value (equality), a list (one of), or operators',
      }),
    ),
    sortBy: Type.Optional(
      Type.Union([Sort, Type.Array(Sort, { maxItems: 10 })], { description: 'Sort keys, in order' }),
    ),
    skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: 'Documents to skip' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'At most this many documents' })),
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Words to find in title, description or text (case and accents ignored)',
      }),
    ),
    surround: Type.Optional(
      Type.Object(
        {
          slug: Type.String({
            pattern: '^[a-z0-9/][a-z0-9._/-]{0,300}$',
            description: 'Slug or path of the document in the middle',
          }),
          before: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, default: 1 })),
          after: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, default: 1 })),
        },
        { additionalProperties: false, description: 'Answer the neighbours of one document instead of a page' },
      ),
    ),
    deep: Type.Optional(Type.Boolean({ description: 'Include documents of sub-folders' })),
    text: Type.Optional(Type.Boolean({ description: 'Include the Markdown source as `text`' })),
  },
  { additionalProperties: false },
);

const Toc = Type.Array(Type.Object({ id: Type.String(), depth: Type.Integer(), text: Type.String() }));

/** Every field is optional because `only` and `without` may remove any of them; front matter adds its own. */
export const ContentDocumentSchema = Type.Object(
  {
    path: Type.Optional(Type.String()),
    slug: Type.Optional(Type.String()),
    dir: Type.Optional(Type.String()),
    lang: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    position: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    updatedAt: Type.Optional(Type.String()),
    toc: Type.Optional(Toc),
    body: Type.Optional(Type.String({ description: 'Sanitised HTML' })),
    text: Type.Optional(Type.String({ description: 'Markdown source (with text: true)' })),
  },
  { additionalProperties: true },
);

export const ContentAnswerSchema = Type.Union([
  ContentDocumentSchema,
  Type.Array(Type.Union([ContentDocumentSchema, Type.Null()])),
]);
