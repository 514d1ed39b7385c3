import { generateCorpus } from '@court/demo-corpus';
import { describe, expect, it } from 'vitest';
import { testConfig, useApp, useDatabase } from '../../helper.js';
import { aknViolations, parseXml } from '../../akoma-ntoso-rules.js';

/**
 * The whole demo corpus the site serves (`pnpm start` seeds it: the default number of judgments, generated for
 * today), every language version of every judgment, as Akoma Ntoso by the standard's rules. The engines give the
 * same documents (judgment-akn.test.ts compares them on a sample), so one engine is enough here.
 */
describe('the Akoma Ntoso of every judgment of the demo corpus', () => {
  const corpus = generateCorpus({ judgments: testConfig({}).seedJudgments });
  const url = useDatabase('sqlite', corpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

  it('is well-formed and follows the rules for each language version', async () => {
    const broken: string[] = [];
    let documents = 0;
    for (const { year, number, languages } of corpus.judgments) {
      for (const lang of languages) {
        const res = await app().inject({ url: `/api/v1/juris/judgments/${year}/${number}/akn?lang=${lang}` });
        const name = `${number}/${year} ${lang}`;
        if (res.statusCode !== 200) broken.push(`${name}: ${res.statusCode}`);
        else broken.push(...aknViolations(parseXml(res.body)).map((violation) => `${name}: ${violation}`));
        documents++;
      }
    }
    expect(broken).toEqual([]);
    expect(documents).toBeGreaterThanOrEqual(corpus.judgments.length);
  }, 600_000);
});
