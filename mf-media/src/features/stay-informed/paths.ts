/** The editorial text beside the form (`content/{lang}/stay-informed.md`). */
export const STAY_INFORMED_BLOCK = 'stay-informed';
