import { describe, expect, it } from 'vitest';
import {
  brusselsInstant,
  emptyRelease,
  formOfRelease,
  releaseBody,
  releaseProblems,
  type ReleaseFormValues,
} from '../api/release-form';
import { codeChallenge } from '../login/pkce';

const NOW = new Date('2026-11-27T10:00:00Z');

function release(changes: Partial<ReleaseFormValues> = {}): ReleaseFormValues {
  const values = emptyRelease(NOW);
  return {
    ...values,
    judgmentNumber: '42',
    judgmentYear: '2026',
    title: { ...values.title, nl: 'Titel', fr: 'Titre' },
    body: { ...values.body, nl: 'Tekst', fr: 'Texte' },
    ...changes,
  };
}

describe('a publication time', () => {
  it('is meant in Brussels, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(new Date(brusselsInstant('2026-12-01', '14:30')).toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(new Date(brusselsInstant('2026-07-01', '14:30')).toISOString()).toBe('2026-07-01T12:30:00.000Z');
  });

  it('is shown again in Brussels time when a scheduled release is opened', () => {
    const values = formOfRelease(releaseBody(release()), '2026-07-01T12:30:00.000Z', 'scheduled');
    expect(values).toMatchObject({ timing: 'at', publishDate: '2026-07-01', publishTime: '14:30' });
  });
});

describe('the body sent to the publishing API', () => {
  it('holds the languages written in, the judgment as numbers, and publishAt only when scheduled', () => {
    expect(releaseBody(release())).toEqual({
      kind: 'pressReleaseForJudgments',
      date: '2026-11-27',
      title: { nl: 'Titel', fr: 'Titre' },
      body: { nl: 'Tekst', fr: 'Texte' },
      judgment: { year: 2026, number: 42 },
    });
    const scheduled = releaseBody(release({ timing: 'at', publishDate: '2026-12-01', publishTime: '09:00' }));
    expect(new Date(scheduled.publishAt!).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('round-trips through the form', () => {
    const body = releaseBody(release({ rollNumber: '8123' }));
    expect(releaseBody(formOfRelease(body, '2026-11-27T10:00:00Z', 'published'))).toEqual(body);
  });
});

describe('the checks before sending', () => {
  it('pass for a complete release', () => {
    expect(releaseProblems(release(), NOW)).toEqual([]);
  });

  it('name each field to correct', () => {
    const problems = releaseProblems(
      release({
        date: '2026-02-30',
        judgmentNumber: 'x',
        judgmentYear: '26',
        title: { nl: '', fr: 'Titre', de: '', en: '' },
        timing: 'at',
        publishDate: '2026-11-27',
        publishTime: '09:00',
      }),
      NOW,
    );
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['release-date', 'date'],
      ['judgment-number', 'judgmentNumber'],
      ['judgment-year', 'judgmentYear'],
      ['title-nl', 'titleMissing'],
      ['publish-date', 'publishAtPast'],
    ]);
  });

  it('want a judgment or a roll number on a release about a judgment, and some language', () => {
    const empty = emptyRelease(NOW);
    expect(releaseProblems(empty, NOW).map((problem) => problem.code)).toEqual(['judgmentMissing', 'noLanguage']);
    expect(releaseProblems({ ...empty, type: 'generalPressRelease' }, NOW).map((problem) => problem.code)).toEqual([
      'noLanguage',
    ]);
  });
});

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
