import { describe, expect, it } from 'vitest';
import { courtCitation, courtNameOn, ecliCitation } from '../citation';

const judgment = { number: 61, year: 2025, date: '2025-04-24', ecli: 'ECLI:BE:GHCC:2025:ARR.061' };

describe('the court citation form', () => {
  it('is written in each language as the court writes it', () => {
    expect(courtCitation(judgment, 'fr')).toBe('Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025');
    expect(courtCitation(judgment, 'nl')).toBe('Grondwettelijk Hof, arrest nr. 61/2025 van 24 april 2025');
    expect(courtCitation(judgment, 'de')).toBe('Verfassungsgerichtshof, Entscheid Nr. 61/2025 vom 24. April 2025');
    expect(courtCitation(judgment, 'en')).toBe('Constitutional Court, judgment no. 61/2025 of 24 April 2025');
  });

  it('ends with the paragraph of a pin cite', () => {
    expect(courtCitation(judgment, 'fr', 'B.7.3')).toBe(
      'Cour constitutionnelle, arrêt n° 61/2025 du 24 avril 2025, B.7.3',
    );
    expect(ecliCitation(judgment, 'B.7.3')).toBe('ECLI:BE:GHCC:2025:ARR.061, B.7.3');
    expect(ecliCitation(judgment)).toBe('ECLI:BE:GHCC:2025:ARR.061');
  });

  it('names the Court of Arbitration for judgments before its renaming in May 2007', () => {
    expect(courtNameOn('2007-05-06', 'nl')).toBe('Arbitragehof');
    expect(courtNameOn('2007-05-07', 'nl')).toBe('Grondwettelijk Hof');
    expect(courtCitation({ ...judgment, year: 2004, number: 12, date: '2004-01-21' }, 'fr')).toBe(
      "Cour d'arbitrage, arrêt n° 12/2004 du 21 janvier 2004",
    );
  });
});
