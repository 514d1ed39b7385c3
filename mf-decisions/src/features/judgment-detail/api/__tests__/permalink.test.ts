import { describe, expect, it } from 'vitest';
import { isCanonical, parseJudgmentRef } from '../permalink';

describe('the judgment permalink /ARR/{number}/{year}', () => {
  it('reads the canonical form', () => {
    expect(parseJudgmentRef('61', '2025')).toEqual({ number: 61, year: 2025 });
    expect(isCanonical({ number: 61, year: 2025 }, '61', '2025')).toBe(true);
  });

  it('tolerates leading zeros and a swapped number and year, which are not canonical', () => {
    expect(parseJudgmentRef('061', '2025')).toEqual({ number: 61, year: 2025 });
    expect(parseJudgmentRef('2025', '61')).toEqual({ number: 61, year: 2025 });
    expect(parseJudgmentRef('2025', '0061')).toEqual({ number: 61, year: 2025 });
    expect(isCanonical({ number: 61, year: 2025 }, '061', '2025')).toBe(false);
  });

  it('reads the one-segment forms of older references', () => {
    expect(parseJudgmentRef('2004-012')).toEqual({ number: 12, year: 2004 });
    expect(parseJudgmentRef('12_2004')).toEqual({ number: 12, year: 2004 });
    expect(parseJudgmentRef('2004.012')).toEqual({ number: 12, year: 2004 });
  });

  it('refuses what is not a judgment reference', () => {
    expect(parseJudgmentRef('abc', '2025')).toBeUndefined();
    expect(parseJudgmentRef('61', '1900')).toBeUndefined();
    expect(parseJudgmentRef('0', '2025')).toBeUndefined();
    expect(parseJudgmentRef('2025')).toBeUndefined();
  });
});
