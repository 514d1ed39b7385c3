/** The editorial text beside the form (`content/{lang}/stay-informed.md`). */
export const STAY_INFORMED_BLOCK = 'stay-informed';

/** Query parameters the pages read: the Decisions section links with `rollNumber`, the mails with `email`. */
export const ROLL_NUMBER_PARAM = 'rollNumber';
export const EMAIL_PARAM = 'email';
