import { describe, expect, it } from 'vitest';
import { ENGINES } from '../helper.js';
import { judgmentBody, tinyPdf } from './bodies.js';
import { itPublishesEachKind } from './kind-lifecycle.js';
import { constitutionArticleBody, jobOfferBody, memberBody, publicationBody } from './kind-bodies.js';
import { usePublishingClient, type PublishingClient } from './publishing-client.js';

const listed = async (client: PublishingClient, url: string, id: string) =>
  (await client.read(url)).json<{ items: { id: string }[] }>().items.some((item) => item.id === id);

const ARTICLES = '/api/v1/juris/articles-const-referred-by-court?lang=nl&pageSize=100';

/** The articles of the table, each with its number of judgments. */
const articles = async (client: PublishingClient) =>
  (await client.read(ARTICLES))
    .json<{ items: { article: string; judgmentCount: number }[] }>()
    .items.map((item) => [item.article, item.judgmentCount]);

/** A judgment of 2026 applying `articles` of the Constitution. */
const applying = (number: number, articles: string[]) =>
  [
    `/judgments/2026/${number}`,
    'publish:judgments',
    judgmentBody({
      referenceNorms: [
        { normId: 'const-1994', kind: 'constitution', title: { nl: 'Grondwet', fr: 'Constitution' }, articles },
      ],
    }),
  ] as const;

describe.each(ENGINES)('publishing the court’s own pages on %s', (engine) => {
  const client = usePublishingClient(engine);

  itPublishesEachKind(client, {
    member: {
      address: (id) => `/members/${id}`,
      scope: 'publish:court',
      body: memberBody(),
      keys: ['anna-peeters', 'bert-claes'],
      shown: async (client, id) => (await client.read(`/api/v1/members/${id}?lang=nl`)).statusCode === 200,
    },
    publication: {
      address: (id) => `/publications/${id}`,
      scope: 'publish:court',
      body: publicationBody(),
      keys: ['study-migratory-birds', 'study-migratory-birds-2'],
      shown: (client, id) => listed(client, '/api/v1/publications/studies?lang=nl&pageSize=100', id),
    },
    'job-offer': {
      address: (id) => `/job-offers/${id}`,
      scope: 'publish:court',
      body: jobOfferBody(),
      keys: ['legal-secretary-2026', 'legal-secretary-2027'],
      shown: (client, id) => listed(client, '/api/v1/film/vaca?lang=nl&pageSize=100', id),
    },
    'constitution-article': {
      address: (article) => `/constitution-articles/${article}`,
      scope: 'publish:court',
      body: constitutionArticleBody(),
      keys: ['180', '181'],
      shown: async (client, article) => (await articles(client)).some(([number]) => number === article),
      // The table lists the articles some judgment applies.
      before: async (client) => void (await client.put(...applying(530, ['180', '181']))),
    },
  });

  it('shows a member with the photo as given', async () => {
    await client().put('/members/carla-dubois', 'publish:court', { ...memberBody(), name: 'Carla Dubois' });
    const member = (await client().read('/api/v1/members/carla-dubois?lang=fr')).json();
    expect(member).toMatchObject({
      name: 'Carla Dubois',
      role: 'judge',
      group: 'plain',
      photoUrl: '/public/members/anna-peeters.jpg',
      biography: 'Juge depuis 2025.',
    });
  });

  it.each([
    [
      'publication',
      '/publications/study-with-pdf',
      '/public/publications/study-with-pdf-nl.pdf',
      '/api/v1/publications/studies?lang=nl&pageSize=100',
      publicationBody(),
    ],
    [
      'job offer',
      '/job-offers/clerk-with-pdf',
      '/public/jobs/clerk-with-pdf-nl.pdf',
      '/api/v1/film/vaca?lang=nl&pageSize=100',
      jobOfferBody(),
    ],
  ])('lists the PDFs sent for a %s, served while it is public', async (_name, address, file, list, body) => {
    const id = address.split('/').pop();
    await client().put(address, 'publish:court', body);
    const pdf = tinyPdf('nl');
    const sent = await client().put(`${address}/pdf/nl`, 'publish:court', pdf);
    expect(sent.statusCode, sent.body).toBe(201);
    const item = (await client().read(list)).json().items.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({ pdf: { nl: file }, pdfUrl: file });
    const served = await client().read(file);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);

    await client().withdraw(address, 'publish:court');
    expect((await client().read(file)).statusCode).toBe(410);
  });

  it('links an article to the judgments applying it, whichever is published first', async () => {
    await client().put('/constitution-articles/182', 'publish:court', constitutionArticleBody());
    // Applied by no judgment yet, so not in the table.
    expect((await articles(client())).some(([number]) => number === '182')).toBe(false);

    await client().put(...applying(531, ['182']));
    expect(await articles(client())).toContainEqual(['182', 1]);
    await client().put(...applying(532, ['182']));
    expect(await articles(client())).toContainEqual(['182', 2]);

    // Written again, the article keeps its judgments.
    await client().put('/constitution-articles/182', 'publish:court', {
      ...constitutionArticleBody(),
      title: { nl: 'Leefmilieu' },
    });
    expect(await articles(client())).toContainEqual(['182', 2]);
    const { items } = (await client().read(`${ARTICLES}&article=182`)).json();
    expect(items[0]).toMatchObject({
      title: 'Leefmilieu',
      judgments: [expect.objectContaining({ year: 2026, number: 532 }), expect.objectContaining({ number: 531 })],
    });

    await client().withdraw('/judgments/2026/531', 'publish:judgments');
    expect(await articles(client())).toContainEqual(['182', 1]);
  });

  it('lists the articles in the order of the Constitution, wherever they are published', async () => {
    await client().put(...applying(533, ['9', '22bis', '10']));
    for (const article of ['22bis', '9']) {
      await client().put(`/constitution-articles/${article}`, 'publish:court', constitutionArticleBody());
    }
    const order = (await articles(client())).map(([number]) => number);
    expect(order.filter((number) => ['9', '10', '11', '22bis'].includes(String(number)))).toEqual([
      '9',
      '10',
      '11',
      '22bis',
    ]);
  });

  it('refuses a job offer whose deadline is before its publication', async () => {
    const res = await client().put('/job-offers/too-late', 'publish:court', {
      ...jobOfferBody(),
      deadline: '2020-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/deadline', code: 'before-published' })]);
  });
});
