import { describe, expect, it } from 'vitest';
import { aknViolations, parseXml } from './akoma-ntoso-rules.js';
import { ENGINES, testConfig, useApp, useDatabase } from './helper.js';

/** The rules catch what they are written for: a good answer changed in one place breaks one of them. */
describe.each(ENGINES)('the Akoma Ntoso rules on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const answer = async () => (await app().inject({ url: '/api/v1/juris/judgments/2024/12/akn?lang=nl' })).body;

  it('refuse XML that is not well-formed', async () => {
    const broken = (await answer()).replace('</header>', '');
    expect(() => parseXml(broken)).toThrow();
  });

  it.each([
    [
      'header before meta',
      (xml: string) => xml.replace(/(<meta>.*<\/meta>)(<header>.*<\/header>)/, '$2$1'),
      /in order/,
    ],
    ['no FRBRuri in the Work', (xml: string) => xml.replace(/<FRBRuri [^>]*\/>/, ''), /FRBRWork has FRBRuri/],
    [
      'FRBRdate before FRBRuri',
      (xml: string) => xml.replace(/(<FRBRuri [^>]*\/>)(.*?)(<FRBRdate [^>]*\/>)/, '$3$2$1'),
      /properties in order/,
    ],
    ['a two-letter language', (xml: string) => xml.replace('language="nld"', 'language="nl"'), /ISO 639-2/],
    [
      'an expression of another work',
      (xml: string) => xml.replace(/\/arr\.012\/nld@"/, '/arr.013/nld@"'),
      /Expression IRI/,
    ],
    ['a reference to nothing', (xml: string) => xml.replace('refersTo="#court"', 'refersTo="#nobody"'), /resolves/],
    ['an eId twice', (xml: string) => xml.replace('eId="para_B.1"', 'eId="para_A.1"'), /unique/],
    ['an eId with a space', (xml: string) => xml.replace('eId="para_B.1"', 'eId="para B.1"'), /syntax/],
    ['a paragraph without num', (xml: string) => xml.replace(/<num>B\.1<\/num>/, ''), /starts with num/],
  ])('report %s', async (_, change, rule) => {
    const xml = await answer();
    expect(aknViolations(parseXml(xml))).toEqual([]);
    const changed = change(xml);
    expect(changed).not.toBe(xml);
    expect(aknViolations(parseXml(changed)).join('\n')).toMatch(rule);
  });
});
