/** `61/2025`: how the court numbers its judgments. */
export function judgmentNumber(number: number, year: number): string {
  return `${number}/${year}`;
}
