/**
 * The suffix rules of a Hunspell `.aff` file (`SFX flag strip add condition`), which make a dictionary word's
 * other forms: igerman98 lists `regieren` with the flag whose rules make `Regierung`. Only what the compound
 * splitting needs (./compounds.ts): single-letter flags, no cross products with prefixes, continuation flags
 * ignored.
 */

interface SuffixRule {
  strip: string;
  add: string;
  condition: RegExp;
}

export type SuffixRules = Map<string, SuffixRule[]>;

export function readSuffixRules(aff: string): SuffixRules {
  const rules: SuffixRules = new Map();
  for (const line of aff.split('\n')) {
    // A rule has five fields or more (a morphological description may follow); a block's header has four.
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    if (kind !== 'SFX' || !flag || !strip || !add || !condition) continue;
    rules.set(flag, [
      ...(rules.get(flag) ?? []),
      {
        strip: strip === '0' ? '' : strip,
        add: add.split('/')[0] === '0' ? '' : add.split('/')[0]!,
        condition: new RegExp(`${condition === '.' ? '' : condition}$`),
      },
    ]);
  }
  return rules;
}

/** The forms the suffix rules of a word's flags make of it. */
export function suffixForms(word: string, flags: string, rules: SuffixRules): string[] {
  const forms: string[] = [];
  for (const flag of flags) {
    for (const { strip, add, condition } of rules.get(flag) ?? []) {
      if (!condition.test(word) || !word.endsWith(strip)) continue;
      forms.push(word.slice(0, word.length - strip.length) + add);
    }
  }
  return forms;
}
