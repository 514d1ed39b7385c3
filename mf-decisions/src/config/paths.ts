// The section's page addresses, and those of the pages it links to, come from @court/site-map.

/** The id of a judgment's card in a list (the target of `?id=`). */
export function judgmentCardId(number: number, year: number): string {
  return `judgment-${year}-${number}`;
}
