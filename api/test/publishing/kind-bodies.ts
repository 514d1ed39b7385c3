import { dayFromToday } from '../fixtures/corpus.js';

/**
 * Publishing bodies of the kinds around the judgments, for the tests: a case about the hunting of migratory
 * birds (roll number 8301, as the judgment of bodies.ts), its place on the agenda, and the court's own pages.
 */

export function pendingCaseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    receiptDate: dayFromToday(-30),
    type: 'QuestionsReferred',
    subject: {
      nl: 'Prejudiciële vraag over de jacht op trekvogels',
      fr: 'Question préjudicielle relative à la chasse aux oiseaux migrateurs',
    },
    referralDecision: {
      date: dayFromToday(-40),
      jurisdiction: {
        id: 'council-of-state',
        name: { nl: 'Raad van State', fr: "Conseil d'État" },
        area: 'administrative',
      },
    },
    questions: {
      nl: ['Schendt het decreet de artikelen 10 en 11 van de Grondwet door de jacht tijdens de trek toe te staan?'],
      fr: [
        'Le décret viole-t-il les articles 10 et 11 de la Constitution en autorisant la chasse durant la migration ?',
      ],
    },
    joinedCases: [],
    processingLanguage: 'nl',
    ...overrides,
  };
}

export function caseLookupBody(): Record<string, unknown> {
  return { current: true, encinzNl: 'Jacht op trekvogels', encinzFr: 'Chasse aux oiseaux migrateurs' };
}

/** A hearing or an announced delivery `days` from today, at ten in the morning, court time. */
export function agendaItemBody(days: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: `${dayFromToday(days)}T10:00:00+01:00`,
    rollNumbers: ['8301'],
    subject: { nl: 'Jacht op trekvogels', fr: 'Chasse aux oiseaux migrateurs' },
    ...overrides,
  };
}

export function memberBody(): Record<string, unknown> {
  return {
    name: 'Anna Peeters',
    role: 'judge',
    languageGroup: 'nl',
    termStart: '2025-09-01',
    photoPath: '/public/members/anna-peeters.jpg',
    biography: { nl: 'Rechter sinds 2025.', fr: 'Juge depuis 2025.' },
    position: 40,
  };
}

export function publicationBody(): Record<string, unknown> {
  return {
    kind: 'study',
    date: dayFromToday(-2),
    title: { nl: 'De bescherming van trekvogels', fr: 'La protection des oiseaux migrateurs' },
    description: { nl: 'Studie van de documentatiedienst.', fr: 'Étude du service de documentation.' },
  };
}

export function jobOfferBody(): Record<string, unknown> {
  return {
    title: { nl: 'Referendaris', fr: 'Référendaire' },
    description: { nl: 'Het Hof zoekt een referendaris.', fr: 'La Cour recherche un référendaire.' },
    publishedOn: dayFromToday(-1),
    deadline: dayFromToday(30),
  };
}

export function constitutionArticleBody(): Record<string, unknown> {
  return {
    title: { nl: 'Bescherming van het leefmilieu', fr: "Protection de l'environnement" },
    text: { nl: 'Iedereen heeft recht op een gezond leefmilieu.', fr: 'Chacun a droit à un environnement sain.' },
  };
}

export function cjeuReferralBody(): Record<string, unknown> {
  return {
    judgment: { year: 2026, number: 501 },
    cjeuCaseNumber: 'C-812/26',
    subject: { nl: 'Uitlegging van de vogelrichtlijn', fr: 'Interprétation de la directive oiseaux' },
    advocateGeneralOpinion: { status: 'not-available' },
    cjeuJudgment: { status: 'not-delivered' },
  };
}
