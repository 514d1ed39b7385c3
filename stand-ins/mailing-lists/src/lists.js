// The court's lists as the stand-in knows them: one newsletter per letter language, the roll-out list, and one
// list per followed case (`case-{roll number}`, created by the court for every case on the roll).

const FIXED_LISTS = {
  'newsletter-nl': 'Nieuwsbrief van het Grondwettelijk Hof',
  'newsletter-fr': 'Lettre d’information de la Cour constitutionnelle',
  'newsletter-de': 'Newsletter des Verfassungsgerichtshofes',
  rollout: 'Cases entering the roll of the Constitutional Court',
};

const CASE_LIST = /^case-[0-9]{1,6}$/;

/** The list of that name, or undefined: Mailman answers 404 "No such list" for anything else. */
export function findList(name) {
  if (Object.hasOwn(FIXED_LISTS, name)) return { name, description: FIXED_LISTS[name] };
  if (CASE_LIST.test(name)) return { name, description: `Follow-up of case ${name.slice('case-'.length)}` };
  return undefined;
}

// The characters Mailman 2.1 refuses anywhere in an address (Utils._badchars), besides white space.
const BAD = '[\\]()<>|:;^,\\\\"\\s';
const ADDRESS = new RegExp(`^[^@${BAD}]+@[^@${BAD}]+\\.[^@.${BAD}]+$`);

/** Mailman's own address check (Utils.ValidateEmail): one @, a dotted domain, none of the forbidden characters. */
export function isValidAddress(address) {
  return address.length <= 254 && ADDRESS.test(address);
}
