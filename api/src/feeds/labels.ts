import type { Locale } from '../domain/model.js';

/** The words of the feeds and calendars, in the language of each. Judgment titles come from the documents' labels. */
export interface OpenDataLabels {
  feeds: { judgments: string; 'press-releases': string; 'pending-cases': string };
  feedSubtitle: string;
  /** Title of the feed of a search, with what was searched. */
  searchFeed: (query: string) => string;
  pendingCase: (rollNumber: string) => string;
  caseTypes: Record<string, string>;
  agenda: string;
  caseCalendar: (rollNumber: string) => string;
  hearing: string;
  delivery: string;
  rollNumbers: string;
  licence: string;
}

const LICENCE = 'CC0 1.0';

export const OPEN_DATA_LABELS: Record<Locale, OpenDataLabels> = {
  nl: {
    feeds: {
      judgments: 'Grondwettelijk Hof – nieuwe arresten',
      'press-releases': 'Grondwettelijk Hof – persberichten',
      'pending-cases': 'Grondwettelijk Hof – nieuwe hangende zaken',
    },
    feedSubtitle: 'Open gegevens van het Grondwettelijk Hof van België',
    searchFeed: (query) =>
      query ? `Grondwettelijk Hof – zoekresultaten: ${query}` : 'Grondwettelijk Hof – zoekresultaten',
    pendingCase: (roll) => `Zaak nr. ${roll}`,
    caseTypes: { ActionForCancellation: 'Beroep tot vernietiging', QuestionsReferred: 'Prejudiciële vraag' },
    agenda: 'Grondwettelijk Hof – agenda',
    caseCalendar: (roll) => `Grondwettelijk Hof – zaak nr. ${roll}`,
    hearing: 'Openbare terechtzitting',
    delivery: 'Uitspraak van arrest',
    rollNumbers: 'Rolnummers',
    licence: `Gegevens vrij herbruikbaar (${LICENCE})`,
  },
  fr: {
    feeds: {
      judgments: 'Cour constitutionnelle – nouveaux arrêts',
      'press-releases': 'Cour constitutionnelle – communiqués de presse',
      'pending-cases': 'Cour constitutionnelle – nouvelles affaires pendantes',
    },
    feedSubtitle: 'Données ouvertes de la Cour constitutionnelle de Belgique',
    searchFeed: (query) =>
      query
        ? `Cour constitutionnelle – résultats de recherche: ${query}`
        : 'Cour constitutionnelle – résultats de recherche',
    pendingCase: (roll) => `Affaire n° ${roll}`,
    caseTypes: { ActionForCancellation: 'Recours en annulation', QuestionsReferred: 'Question préjudicielle' },
    agenda: 'Cour constitutionnelle – agenda',
    caseCalendar: (roll) => `Cour constitutionnelle – affaire n° ${roll}`,
    hearing: 'Audience publique',
    delivery: "Prononcé d'arrêt",
    rollNumbers: 'Numéros du rôle',
    licence: `Données librement réutilisables (${LICENCE})`,
  },
  de: {
    feeds: {
      judgments: 'Verfassungsgerichtshof – neue Entscheide',
      'press-releases': 'Verfassungsgerichtshof – Pressemitteilungen',
      'pending-cases': 'Verfassungsgerichtshof – neue anhängige Rechtssachen',
    },
    feedSubtitle: 'Offene Daten des Verfassungsgerichtshofes von Belgien',
    searchFeed: (query) =>
      query ? `Verfassungsgerichtshof – Suchergebnisse: ${query}` : 'Verfassungsgerichtshof – Suchergebnisse',
    pendingCase: (roll) => `Rechtssache Nr. ${roll}`,
    caseTypes: { ActionForCancellation: 'Nichtigkeitsklage', QuestionsReferred: 'Vorabentscheidungsfrage' },
    agenda: 'Verfassungsgerichtshof – Terminkalender',
    caseCalendar: (roll) => `Verfassungsgerichtshof – Rechtssache Nr. ${roll}`,
    hearing: 'Öffentliche Sitzung',
    delivery: 'Verkündung des Entscheids',
    rollNumbers: 'Geschäftsverzeichnisnummern',
    licence: `Daten frei weiterverwendbar (${LICENCE})`,
  },
  en: {
    feeds: {
      judgments: 'Constitutional Court – new judgments',
      'press-releases': 'Constitutional Court – press releases',
      'pending-cases': 'Constitutional Court – new pending cases',
    },
    feedSubtitle: 'Open data of the Constitutional Court of Belgium',
    searchFeed: (query) =>
      query ? `Constitutional Court – search results: ${query}` : 'Constitutional Court – search results',
    pendingCase: (roll) => `Case no. ${roll}`,
    caseTypes: { ActionForCancellation: 'Action for annulment', QuestionsReferred: 'Preliminary question' },
    agenda: 'Constitutional Court – agenda',
    caseCalendar: (roll) => `Constitutional Court – case no. ${roll}`,
    hearing: 'Public hearing',
    delivery: 'Delivery of judgment',
    rollNumbers: 'Roll numbers',
    licence: `Data free to reuse (${LICENCE})`,
  },
};
