import type { AgendaItem, PressRelease } from '@court/contract';

/** Records as the API answers them, for the section's tests. */
export function pressRelease(overrides: Partial<PressRelease> = {}): PressRelease {
  return {
    id: 'pr-2024-012',
    mediaType: 'pressReleaseForJudgments',
    date: '2024-02-01',
    title: 'Het Hof vernietigt de belasting op tweede verblijven',
    body: 'Bij arrest nr. 12/2024 heeft het Hof...\n\nHet persbericht bindt het Hof **niet**.',
    bodyHtml:
      '<p>Bij arrest nr. 12/2024 heeft het Hof...</p>\n<p>Het persbericht bindt het Hof <strong>niet</strong>.</p>',
    textLanguages: ['nl', 'fr', 'de'],
    judgment: { year: 2024, number: 12, ecli: 'ECLI:BE:GHCC:2024:ARR.012', date: '2024-02-01' },
    pdf: { nl: '/public/press/2024/pr-2024-012-nl.pdf', fr: '/public/press/2024/pr-2024-012-fr.pdf' },
    pdfUrl: '/public/press/2024/pr-2024-012-nl.pdf',
    archived: false,
    ...overrides,
  };
}

export function agendaItem(overrides: Partial<AgendaItem> = {}): AgendaItem {
  return {
    id: 'decision-2026-12-03',
    date: '2026-12-03T10:00:00+01:00',
    rollNumbers: ['8123', '8124'],
    subject: 'Decreet van 1 maart 2025 betreffende de kinderopvang',
    textLanguages: ['nl', 'fr'],
    ...overrides,
  };
}
