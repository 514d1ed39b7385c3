import { describe, expect, it } from 'vitest';
import { readSuffixRules, suffixForms } from '../../src/search/text/hunspell-suffixes.js';

/** Two of igerman98's suffix blocks, as its `.aff` writes them. */
const AFF = `SET UTF-8
SFX T Y 1
SFX T   0       es         .

SFX J Y 4
SFX J   n       ung        [bgkpßsz]eln
SFX J   eln     lung       eln
SFX J   en      ung        en
SFX J   0       ung        [^n]
`;

describe('the suffix rules of a Hunspell dictionary', () => {
  const rules = readSuffixRules(AFF);

  it("make a word's forms, by the rules of its flags whose condition its end meets", () => {
    expect(suffixForms('regieren', 'SJozm', rules)).toEqual(['regierung']);
    expect(suffixForms('behandeln', 'J', rules)).toEqual(['behandlung']);
    expect(suffixForms('Recht', 'T', rules)).toEqual(['Rechtes']);
  });

  it('make nothing of flags without rules', () => {
    expect(suffixForms('Haus', 'xyz', rules)).toEqual([]);
  });
});
