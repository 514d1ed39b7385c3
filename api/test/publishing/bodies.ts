/** Publishing bodies for the tests: a judgment about migratory birds, and a press release on it. */

const paragraphs = {
  nl: [
    { id: 'I', text: 'Onderwerp van het beroep en rechtspleging' },
    { id: 'A.1', text: 'De verzoekende partij, een vereniging die trekvogels beschermt, vordert de vernietiging.' },
    { id: 'B.1', text: 'Het bestreden decreet staat de jacht toe in de trekperiode.' },
    { id: 'B.7.3', text: 'De bescherming van de trekvogels is een dwingende reden van algemeen belang.' },
    { id: 'III', text: 'Om die redenen, het Hof vernietigt artikel 3 van het decreet.', kind: 'operative' },
  ],
  fr: [
    { id: 'I', text: 'Objet du recours et procédure' },
    {
      id: 'A.1',
      text: 'La partie requérante, une association qui protège les oiseaux migrateurs, demande l’annulation.',
    },
    { id: 'B.1', text: 'Le décret attaqué autorise la chasse pendant la migration.' },
    { id: 'B.7.3', text: 'La protection des oiseaux migrateurs est un motif impérieux d’intérêt général.' },
    { id: 'III', text: 'Par ces motifs, la Cour annule l’article 3 du décret.', kind: 'operative' },
  ],
};

export function judgmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2026-11-19',
    type: 'ActionForCancellation',
    outcome: 'partial-annulment',
    rollNumbers: ['8301'],
    headnote: {
      nl: 'Beroep tot vernietiging van het decreet van 2 februari 2026 over de jacht op trekvogels',
      fr: 'Recours en annulation du décret du 2 février 2026 relatif à la chasse aux oiseaux migrateurs',
    },
    summary: {
      nl: 'Het Hof vernietigt de jacht tijdens de trek.',
      fr: 'La Cour annule la chasse pendant la migration.',
    },
    keywords: { nl: ['natuurbehoud', 'jacht'], fr: ['conservation de la nature', 'chasse'] },
    fullText: paragraphs,
    judges: ['L. Lavrysen', 'P. Nihoul', 'J. Moerman'],
    registrar: 'F. Meersschaut',
    applicant: 'Vogelbescherming Vlaanderen',
    applicantType: 'non-profit',
    referenceNorms: [
      {
        normId: 'const-1994',
        kind: 'constitution',
        title: { nl: 'Grondwet', fr: 'Constitution' },
        date: '1994-02-17',
        articles: ['23'],
      },
    ],
    ...overrides,
  };
}

export function pressReleaseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'pressReleaseForJudgments',
    date: '2026-11-19',
    title: { nl: 'Jacht op trekvogels vernietigd', fr: 'La chasse aux oiseaux migrateurs annulée' },
    body: {
      nl: 'Het Hof **vernietigt** de jacht tijdens de trek.',
      fr: 'La Cour **annule** la chasse pendant la migration.',
    },
    rollNumber: '8301',
    ...overrides,
  };
}

/** The smallest file a PDF reader takes: a header, an empty catalogue and the trailer. */
export function tinyPdf(label = 'test'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}
