import { describe, expect, it } from 'vitest';
import { ENGINES } from '../helper.js';
import { itPublishesEachKind } from './kind-lifecycle.js';
import { agendaItemBody } from './kind-bodies.js';
import { usePublishingClient, type PublishingClient } from './publishing-client.js';

const upcoming = async (client: PublishingClient, list: string, id: string) =>
  (await client.read(`/api/v1/newsletter/${list}?lang=nl&pageSize=100`))
    .json<{ items: { id: string }[] }>()
    .items.some((item) => item.id === id);

describe.each(ENGINES)('publishing the agenda on %s', (engine) => {
  const client = usePublishingClient(engine);

  itPublishesEachKind(client, {
    hearing: {
      address: (id) => `/hearings/${id}`,
      scope: 'publish:agenda',
      body: agendaItemBody(8),
      keys: ['hearing-trekvogels', 'hearing-trekvogels-later'],
      shown: (client, id) => upcoming(client, 'get-upcoming-pleadings', id),
    },
    'upcoming-decision': {
      address: (id) => `/upcoming-decisions/${id}`,
      scope: 'publish:agenda',
      body: agendaItemBody(15),
      keys: ['decision-trekvogels', 'decision-trekvogels-later'],
      shown: (client, id) => upcoming(client, 'get-upcoming-verdicts', id),
    },
  });

  it('moves a hearing to its new date and cases, and off the agenda once it is past', async () => {
    const address = '/hearings/hearing-moved';
    await client().put(address, 'publish:agenda', agendaItemBody(20));
    const moved = agendaItemBody(9, { rollNumbers: ['8301', '8302'] });
    expect((await client().put(address, 'publish:agenda', moved)).statusCode).toBe(200);
    const { items } = (await client().read('/api/v1/newsletter/get-upcoming-pleadings?lang=fr&pageSize=100')).json();
    expect(items.find((item: { id: string }) => item.id === 'hearing-moved')).toEqual(
      expect.objectContaining({
        date: moved.date,
        rollNumbers: ['8301', '8302'],
        subject: 'Chasse aux oiseaux migrateurs',
      }),
    );
    await client().put(address, 'publish:agenda', agendaItemBody(-2));
    expect(await upcoming(client(), 'get-upcoming-pleadings', 'hearing-moved')).toBe(false);
  });

  it('refuses a date without its offset', async () => {
    const res = await client().put(
      '/upcoming-decisions/decision-no-offset',
      'publish:agenda',
      agendaItemBody(3, { date: '2026-12-03T10:00:00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/date', code: 'format' })]);
  });
});
