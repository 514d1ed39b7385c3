import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, waitForPage, type Locale } from '../support/site';

interface JudgmentRecord {
  year: number;
  number: number;
  ecli: string;
  date: string;
  languages: string[];
  cites: { year: number; number: number; ecli: string }[];
}

/** What a reader of ECLI metadata finds in a page's `<head>`: the Dublin Core terms and the JSON-LD blocks. */
interface EcliHead {
  prefix: string | null;
  terms: Record<string, string[]>;
  jsonLd: { identifier?: { value?: string }; dateCreated?: string; inLanguage?: string; url?: string }[];
  akn: string[];
}

/**
 * Reads the head of `html` (as a crawler gets it, no script run) or, without it, of the page shown in the
 * browser now.
 */
function readEcliHead(page: Page, html?: string): Promise<EcliHead> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const terms: Record<string, string[]> = {};
    for (const meta of doc.head.querySelectorAll('meta[property^="dcterms:"]')) {
      const term = meta.getAttribute('property')!.slice('dcterms:'.length);
      (terms[term] ??= []).push(meta.getAttribute('content') ?? '');
    }
    return {
      prefix: doc.head.getAttribute('prefix'),
      terms,
      jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as EcliHead['jsonLd'][number],
      ),
      akn: [...doc.head.querySelectorAll('link[rel="alternate"][type="application/akn+xml"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    };
  }, html);
}

/** A recent judgment that cites others (the seeded corpus decides which), in Dutch. */
async function citingJudgment(request: APIRequestContext): Promise<JudgmentRecord> {
  const list = await request.get('/api/v1/juris/judgments?lang=nl&pageSize=30');
  const { items } = (await list.json()) as { items: JudgmentRecord[] };
  for (const { year, number } of items) {
    const detail = (await (
      await request.get(`/api/v1/juris/judgments/${year}/${number}?lang=nl`)
    ).json()) as JudgmentRecord;
    if (detail.cites.length > 0) return detail;
  }
  throw new Error('no recent judgment cites another');
}

const judgmentPath = (locale: Locale, { year, number }: { year: number; number: number }) =>
  `/${locale}/ARR/${number}/${year}`;

test.describe('ECLI metadata of a judgment', () => {
  test('is in the HTML the server sends, in each language, as Dublin Core terms and as schema.org', async ({
    page,
    request,
    baseURL,
  }) => {
    const judgment = await citingJudgment(request);
    await page.goto('about:blank');
    for (const locale of LOCALES) {
      const path = judgmentPath(locale, judgment);
      // A page whose render misses the server's budget goes as the frame the browser fills; the render goes on,
      // and the crawler's next visit gets the page drawn whole.
      let html = '';
      await expect
        .poll(
          async () => {
            const response = await request.get(path);
            html = await response.text();
            return [response.status(), html.includes('<div id="root" data-drawn="page">')];
          },
          { message: path },
        )
        .toEqual([200, true]);
      const head = await readEcliHead(page, html);

      expect(head.prefix, path).toBe('dcterms: http://purl.org/dc/terms/');
      expect(head.terms, path).toMatchObject({
        identifier: [`${baseURL}${path}`],
        isVersionOf: [judgment.ecli],
        date: [judgment.date],
        language: [locale],
        coverage: ['BE'],
        accessRights: ['public'],
      });
      expect(head.terms.references, path).toEqual(judgment.cites.map((cited) => cited.ecli));
      expect(head.jsonLd, path).toEqual([
        expect.objectContaining({
          identifier: expect.objectContaining({ value: judgment.ecli }),
          dateCreated: judgment.date,
          inLanguage: locale,
          url: `${baseURL}${path}`,
        }),
      ]);
      // The machine-readable version, in the languages the court published the judgment in.
      const official = judgment.languages.includes(locale);
      expect(head.akn, path).toEqual(
        official ? [`/api/v1/juris/judgments/${judgment.year}/${judgment.number}/akn?lang=${locale}`] : [],
      );
    }
  });

  test('follows the judgment shown when the visitor goes on to a cited one, and goes with the page', async ({
    page,
    request,
  }) => {
    const judgment = await citingJudgment(request);
    const [cited] = judgment.cites;
    await page.goto(judgmentPath('nl', judgment));
    await waitForPage(page);
    const onFirst = await readEcliHead(page);
    expect(onFirst.terms.isVersionOf).toEqual([judgment.ecli]);
    expect(onFirst.jsonLd.map((data) => data.identifier?.value)).toEqual([judgment.ecli]);

    await page
      .getByRole('region', { name: 'Geciteerde arresten' })
      .getByRole('link', { name: `Arrest ${cited!.number}/${cited!.year}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${judgmentPath('nl', cited!)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arrest ${cited!.number}/${cited!.year}`);
    await expect
      .poll(async () => {
        const head = await readEcliHead(page);
        return [head.terms.isVersionOf, head.terms.language, head.jsonLd.map((data) => data.identifier?.value)];
      })
      .toEqual([[cited!.ecli], ['nl'], [cited!.ecli]]);

    await page.getByRole('main').getByRole('link', { name: 'Alle arresten' }).click();
    await waitForPage(page);
    await expect.poll(async () => readEcliHead(page)).toMatchObject({ terms: {}, jsonLd: [], akn: [] });
  });
});
