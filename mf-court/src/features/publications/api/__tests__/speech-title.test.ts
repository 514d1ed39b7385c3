import { describe, expect, it } from 'vitest';
import { isSpeechTitle } from '../publications';

describe('isSpeechTitle (the speech filter words of the spec)', () => {
  it.each([
    'Speech by President V. Dethier',
    'Speeches marking forty years of the Constitutional Court',
    'Toespraak van voorzitter L. Van Landeghem',
    'Toespraken ter gelegenheid van veertig jaar Grondwettelijk Hof',
    "Discours du président A. Bastin à l'occasion de la rentrée judiciaire",
    'Rede des Präsidenten A. Bastin',
    'Reden anlässlich des vierzigjährigen Bestehens',
  ])('keeps “%s”', (title) => {
    expect(isSpeechTitle(title)).toBe(true);
  });

  it.each(['Annual report 2025', 'Die Vorabentscheidungsfragen', 'Redevance et fiscalité', 'Freedom of speechwriting'])(
    'leaves out “%s”',
    (title) => {
      expect(isSpeechTitle(title)).toBe(false);
    },
  );

  it('leaves out a publication without a title in the language', () => {
    expect(isSpeechTitle(null)).toBe(false);
  });
});
