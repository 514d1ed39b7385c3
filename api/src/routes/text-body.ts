import { Type } from 'typebox';

/**
 * The OpenAPI description of a 200 answer that is a document of its own media type (a feed, a calendar, an
 * Akoma Ntoso judgment) rather than JSON: the schema of its body is a string of that type.
 */
export const textBody = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType.split(';')[0]!]: { schema: Type.String() } },
});
