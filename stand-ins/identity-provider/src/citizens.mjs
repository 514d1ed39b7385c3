/**
 * Fictional citizens who can log in at the stand-in. National register numbers follow the real format
 * (birth date, serial, check digits) but belong to nobody.
 */
export const CITIZENS = [
  {
    sub: 'citizen-an-peeters',
    givenName: 'An',
    surname: 'Peeters',
    prefLanguage: 'nl',
    mail: 'an.peeters@example.be',
    egovNRN: '85071500123',
  },
  {
    sub: 'citizen-luc-dubois',
    givenName: 'Luc',
    surname: 'Dubois',
    prefLanguage: 'fr',
    mail: 'luc.dubois@example.be',
    egovNRN: '72021200245',
  },
  {
    sub: 'citizen-marie-schmitz',
    givenName: 'Marie',
    surname: 'Schmitz',
    prefLanguage: 'de',
    mail: 'marie.schmitz@example.be',
    egovNRN: '90113000367',
  },
];

export function findCitizen(sub) {
  return CITIZENS.find((citizen) => citizen.sub === sub);
}
