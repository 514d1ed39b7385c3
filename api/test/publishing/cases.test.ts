import { describe, expect, it } from 'vitest';
import { ENGINES } from '../helper.js';
import { itPublishesEachKind } from './kind-lifecycle.js';
import { caseLookupBody, cjeuReferralBody, pendingCaseBody } from './kind-bodies.js';
import { usePublishingClient, type PublishingClient } from './publishing-client.js';

const listed = async (client: PublishingClient, url: string, has: (item: Record<string, unknown>) => boolean) =>
  (await client.read(url)).json<{ items: Record<string, unknown>[] }>().items.some(has);

/** Whether the pending-case search finds the case by `term`. */
const found = (client: PublishingClient, rollNumber: string, term: string) =>
  listed(
    client,
    `/api/v1/search/pending-cases?lang=nl&withArchive=true&term=${encodeURIComponent(term)}`,
    (item) => item.rollNumber === rollNumber,
  );

describe.each(ENGINES)('publishing cases on %s', (engine) => {
  const client = usePublishingClient(engine);

  itPublishesEachKind(client, {
    'pending-case': {
      address: (rollNumber) => `/pending-cases/${rollNumber}`,
      scope: 'publish:cases',
      body: pendingCaseBody(),
      keys: ['8301', '8302'],
      shown: (client, rollNumber) =>
        listed(
          client,
          '/api/v1/juris/pending-cases?lang=nl&withArchive=true&pageSize=100',
          (item) => item.rollNumber === rollNumber,
        ),
    },
    'case-lookup': {
      address: (idRole) => `/case-lookup/${idRole}`,
      scope: 'publish:cases',
      body: caseLookupBody(),
      keys: ['8301', '8302'],
      shown: async (client, idRole) =>
        (await client.read(`/api/v1/newsletter/get-encinz?rollNumber=${idRole}`)).statusCode === 200,
    },
    'cjeu-referral': {
      address: (id) => `/cjeu-referrals/${id}`,
      scope: 'publish:judgments',
      body: cjeuReferralBody(),
      keys: ['cjeu-2026-501', 'cjeu-2026-502'],
      shown: (client, id) =>
        listed(client, '/api/v1/juris/questions-referred?lang=nl&pageSize=100', (item) => item.id === id),
    },
  });

  it('shows a pending case with its referring court, its questions and the cases joined', async () => {
    const res = await client().put(
      '/pending-cases/8311',
      'publish:cases',
      pendingCaseBody({ joinedCases: ['8312'], archived: true, judgment: { year: 2026, number: 501 } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { items } = (await client().read('/api/v1/juris/pending-cases?lang=fr&withArchive=true&pageSize=100')).json();
    expect(items.find((item: { rollNumber: string }) => item.rollNumber === '8311')).toEqual(
      expect.objectContaining({
        type: 'QuestionsReferred',
        subject: 'Question préjudicielle relative à la chasse aux oiseaux migrateurs',
        referralDecision: expect.objectContaining({
          jurisdiction: { id: 'council-of-state', name: "Conseil d'État", area: 'administrative' },
        }),
        questions: [expect.stringContaining('chasse durant la migration')],
        joinedCases: ['8312'],
        archived: true,
        judgment: { year: 2026, number: 501 },
      }),
    );
    const current = (await client().read('/api/v1/juris/pending-cases?lang=fr&pageSize=100')).json().items;
    expect(current.some((item: { rollNumber: string }) => item.rollNumber === '8311')).toBe(false);
  });

  it('finds a pending case by the words of its subject, the new ones once it changes, none once withdrawn', async () => {
    const address = '/pending-cases/8321';
    expect(await found(client(), '8321', 'trekvogels')).toBe(false);
    expect((await client().put(address, 'publish:cases', pendingCaseBody())).statusCode).toBe(201);
    expect(await found(client(), '8321', 'trekvogels')).toBe(true);

    const salmon = pendingCaseBody({
      subject: { nl: 'Prejudiciële vraag over de visvangst op zalmen' },
      questions: {},
    });
    expect((await client().put(address, 'publish:cases', salmon)).statusCode).toBe(200);
    expect(await found(client(), '8321', 'trekvogels')).toBe(false);
    expect(await found(client(), '8321', 'zalm')).toBe(true);

    expect((await client().withdraw(address, 'publish:cases')).statusCode).toBe(200);
    expect(await found(client(), '8321', 'zalm')).toBe(false);
  });

  it('refuses a case joined with itself, naming the field', async () => {
    const res = await client().put('/pending-cases/8331', 'publish:cases', pendingCaseBody({ joinedCases: ['8331'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/joinedCases/0', code: 'self' })]);
  });

  it('refuses a case lookup entry over several lines', async () => {
    const res = await client().put('/case-lookup/8341', 'publish:cases', {
      ...caseLookupBody(),
      encinzNl: 'Jacht\nop trekvogels',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/encinzNl', code: 'pattern' })]);
  });
});
