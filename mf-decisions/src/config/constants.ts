/** The first year of the court's case law (the Court of Arbitration delivered its first judgment in 1985). */
export const FIRST_YEAR = 1985;
