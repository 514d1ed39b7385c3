import { siteNow } from './clock';

/** What a judgment is about, in the two languages a published test judgment has. */
export interface JudgmentSubject {
  rollNumber: string;
  headnote: { nl: string; fr: string };
  /** The sentence of its reasons (B.1) that says what the provision under review regulates. */
  reasons: { nl: string; fr: string };
}

/** A judgment of today as the registry's system publishes it (PUT /api/v1/publishing/judgments/{year}/{number}). */
export function judgmentOfToday({ rollNumber, headnote, reasons }: JudgmentSubject) {
  const paragraphs = (lang: 'nl' | 'fr') =>
    lang === 'nl'
      ? [
          { id: 'I', text: 'Onderwerp van het beroep' },
          { id: 'B.1', text: reasons.nl },
          { id: 'III', text: 'Om die redenen, het Hof verwerpt het beroep.', kind: 'operative' },
        ]
      : [
          { id: 'I', text: 'Objet du recours' },
          { id: 'B.1', text: reasons.fr },
          { id: 'III', text: 'Par ces motifs, la Cour rejette le recours.', kind: 'operative' },
        ];
  return {
    date: siteNow().toISOString().slice(0, 10),
    type: 'ActionForCancellation',
    outcome: 'dismissal',
    rollNumbers: [rollNumber],
    headnote,
    fullText: { nl: paragraphs('nl'), fr: paragraphs('fr') },
    judges: ['P. Nihoul', 'L. Lavrysen'],
    registrar: 'F. Meersschaut',
    applicant: 'Vereniging voor Zeezoogdieren',
    applicantType: 'non-profit',
  };
}
