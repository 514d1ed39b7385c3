import type { CjeuReferral, JudgmentDetail, JudgmentSummary, PendingCase } from '@court/contract';

/** Records as the API answers them, for component tests. */
export function judgmentSummary(overrides: Partial<JudgmentSummary> = {}): JudgmentSummary {
  return {
    year: 2025,
    number: 61,
    ecli: 'ECLI:BE:GHCC:2025:ARR.061',
    date: '2025-04-24',
    type: 'QuestionsReferred',
    outcome: 'no-violation',
    headnote: 'Prejudiciële vraag over artikel 3 van het Vlaamse Fiscaliteitswetboek.',
    keywords: ['leegstandsheffing', 'gelijkheid'],
    rollNumbers: ['8123', '8130'],
    languages: ['nl', 'fr'],
    textLanguages: ['nl', 'fr'],
    pdf: { nl: '/public/n/2025/2025-061n.pdf', fr: '/public/f/2025/2025-061f.pdf' },
    ...overrides,
  };
}

export function judgmentDetail(overrides: Partial<JudgmentDetail> = {}): JudgmentDetail {
  return {
    ...judgmentSummary(),
    summary: 'Het Hof beoordeelt de leegstandsheffing in het licht van het gelijkheidsbeginsel.',
    judges: ['L. Lavrysen', 'J. Moerman'],
    registrar: 'F. Meersschaut',
    applicant: 'Rechtbank van eerste aanleg West-Vlaanderen',
    applicantType: 'court',
    jurisdictionAQuo: null,
    referralDate: '2024-10-02',
    officialJournalDate: null,
    reviewedNorms: [],
    referenceNorms: [],
    classification: [],
    fullTextLanguage: 'nl',
    paragraphs: [],
    cites: [{ year: 2019, number: 7, ecli: 'ECLI:BE:GHCC:2019:ARR.007', date: '2019-01-24' }],
    citedBy: [],
    ...overrides,
  };
}

export function pendingCase(overrides: Partial<PendingCase> = {}): PendingCase {
  return {
    rollNumber: '8695',
    receiptDate: '2026-10-21',
    type: 'QuestionsReferred',
    subject: 'Prejudiciële vraag over de leegstandsheffing.',
    textLanguages: ['nl', 'fr'],
    referralDecision: {
      date: '2026-07-20',
      jurisdiction: { id: 'rb-west-vlaanderen', name: 'Rechtbank van eerste aanleg West-Vlaanderen', area: 'tax' },
    },
    questions: ['Schendt artikel 3 de artikelen 10 en 11 van de Grondwet?'],
    joinedCases: ['8508', '8547'],
    processingLanguage: 'nl',
    archived: false,
    judgment: null,
    ...overrides,
  };
}

export function cjeuReferral(overrides: Partial<CjeuReferral> = {}): CjeuReferral {
  return {
    id: 'cjeu-2024-001',
    judgment: { year: 2024, number: 1, ecli: 'ECLI:BE:GHCC:2024:ARR.001', date: '2024-04-18' },
    cjeuCaseNumber: 'C-669/24',
    subject: 'Permanent appointment of temporary teachers',
    textLanguages: ['en', 'nl', 'fr', 'de'],
    officialJournalNotice: { url: 'https://curia.europa.eu/notice', date: '2024-07-16' },
    advocateGeneralOpinion: { status: 'delivered', url: 'https://curia.europa.eu/opinion', date: '2025-07-11' },
    cjeuJudgment: {
      status: 'delivered',
      url: 'https://curia.europa.eu/judgment',
      date: '2025-10-03',
      ecli: 'ECLI:EU:C:2025:612',
    },
    followUpJudgment: { year: 2026, number: 1, ecli: 'ECLI:BE:GHCC:2026:ARR.001', date: '2026-01-29' },
    ...overrides,
  };
}
