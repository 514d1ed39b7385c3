import { expect, it } from 'vitest';
import type { PublishingClient } from './publishing-client.js';

/** How a kind is written and where it shows, for the tests every kind passes. */
export interface KindUnderTest {
  /** The item's address below /api/v1/publishing. */
  address(key: string): string;
  scope: string;
  body: object;
  /** Keys nothing holds yet: one to publish, one to schedule. */
  keys: [published: string, scheduled: string];
  /** Whether the item is on its public list or page. */
  shown(client: PublishingClient, key: string): Promise<boolean>;
  /** What must be public first (an article is listed only with a judgment applying it). */
  before?(client: PublishingClient): Promise<void>;
}

/**
 * For each kind: a PUT creates the item and shows it, the same PUT changes nothing, a DELETE takes it off; an
 * item written for later stays off until then.
 */
export function itPublishesEachKind(client: () => PublishingClient, kinds: Record<string, KindUnderTest>): void {
  const table = Object.entries(kinds);

  it.each(table)('%s: a PUT shows it, the same PUT changes nothing, a DELETE takes it off', async (_name, kind) => {
    await kind.before?.(client());
    const [key] = kind.keys;
    // Read once before, so that the response cache holds the state without it.
    expect(await kind.shown(client(), key)).toBe(false);

    const created = await client().put(kind.address(key), kind.scope, kind.body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ key, version: 1, state: 'published' });
    expect(await kind.shown(client(), key)).toBe(true);

    const again = await client().put(kind.address(key), kind.scope, kind.body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, unchanged: true });

    const withdrawn = await client().withdraw(kind.address(key), kind.scope);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', version: 2 });
    expect(await kind.shown(client(), key)).toBe(false);
  });

  it.each(table)('%s: written with publishAt in the future, it stays off until then', async (_name, kind) => {
    await kind.before?.(client());
    const [, key] = kind.keys;
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await client().put(kind.address(key), kind.scope, { ...kind.body, publishAt });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', publishAt });
    expect(await kind.shown(client(), key)).toBe(false);
  });
}
