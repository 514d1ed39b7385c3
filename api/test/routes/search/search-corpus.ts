import type { Corpus, Judgment, JudgmentParagraph } from '../../../src/domain/model.js';
import { fixtureCorpus, judgments } from '../../fixtures/corpus.js';

/**
 * The API fixture with full texts written for the search: inflected and accented forms in Dutch, French and
 * German, phrases, words to exclude and markup that must come out escaped.
 */

const para = (id: string, text: string): JudgmentParagraph => ({
  id,
  level: id.split('.').length - 1,
  kind: 'paragraph',
  text,
});

const TEXTS: Record<string, Partial<Record<'nl' | 'fr' | 'de', JudgmentParagraph[]>>> = {
  '2024/12': {
    fr: [
      para('A.1', 'Objet du recours.'),
      para('B.7.3', "Les arrêts antérieurs de la Cour <b>jugent</b> que l'impôt est discriminatoire & injuste."),
    ],
    nl: [para('A.1', 'Onderwerp.'), para('B.7.3', 'De eerdere arresten van het Hof oordelen over de belasting.')],
  },
  '2024/45': {
    fr: [para('B.1', 'Cet arret concerne la pension de survie des cohabitants légaux.')],
    nl: [para('B.1', 'Dit arrest betreft het overlevingspensioen van samenwonenden.')],
  },
  '2024/101': {
    fr: [para('B.2', 'La pension de retraite des enseignants.')],
    nl: [para('B.2', 'Het onderwijs en de leerkrachten.')],
    de: [para('B.2', 'Die Urteile des Gerichtshofes betreffen den Unterricht.')],
  },
  '2025/1': {
    fr: [para('B.4', "La survie de la pension n'est pas en cause.")],
    nl: [para('B.4', 'Het overlevingspensioen staat niet ter discussie.')],
  },
  '2025/2': {
    fr: [para('B.9', 'Demande de suspension rejetée.')],
    nl: [para('B.9', 'Vordering tot schorsing verworpen.')],
    de: [para('B.9', 'Das Urteil ist endgültig und die Klage wird zurückgewiesen.')],
  },
};

const withTexts = (judgment: Judgment): Judgment => {
  const text = TEXTS[`${judgment.year}/${judgment.number}`];
  if (!text) return judgment;
  const languages = Object.keys(text) as Judgment['languages'];
  // Headnotes that none of the searched words occur in, so each hit comes from the text under test.
  const headnote = {
    nl: `Zaak ${judgment.number}`,
    fr: `Affaire ${judgment.number}`,
    de: `Rechtssache ${judgment.number}`,
  };
  return { ...judgment, languages, text, headnote };
};

/** Applicants, topics and articles that tell the judgments apart for the other searches. */
const DETAILS: Record<string, Partial<Judgment>> = {
  // A keyword whose word is in another judgment's text only (enseignants, 2024/101): keyword: tells them apart.
  '2024/12': {
    applicant: 'vzw Liga voor Mensenrechten',
    applicantType: 'non-profit',
    keywords: { nl: ['belasting', 'gelijkheid'], fr: ['impôt', 'égalité', 'enseignement'] },
  },
  '2024/101': { applicant: 'Jean-Pierre Gérard', classification: ['education', 'enrolment'] },
  '2025/2': {
    reviewedNorms: [
      { normId: 'law-2021-01-10', kind: 'law', title: { fr: 'Loi du 10 janvier 2021' }, articles: ['20', '2/1'] },
    ],
  },
  '2025/3': {
    reviewedNorms: [
      { normId: 'law-2021-01-10', kind: 'law', title: { fr: 'Loi du 10 janvier 2021' }, articles: ['20'] },
    ],
  },
};

const withDetails = (judgment: Judgment): Judgment => ({
  ...judgment,
  ...DETAILS[`${judgment.year}/${judgment.number}`],
});

export const searchCorpus: Corpus = { ...fixtureCorpus, judgments: judgments.map(withTexts).map(withDetails) };
