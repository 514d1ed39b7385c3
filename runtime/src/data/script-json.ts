/**
 * JSON for a data block in a page's HTML (`<script type="application/json">`, `application/ld+json`): the HTML
 * parser ends a script at the first `</script>`, whatever the JSON says, so `<` is written as `\u003c`; line and
 * paragraph separators are escaped too, for readers that take the block as JavaScript. JSON parsers read the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
