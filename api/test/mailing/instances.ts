import { onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/types.js';
import { testConfig } from '../helper.js';

/**
 * Instances of the site on one database, as behind a load balancer, each with its background delivery; closed
 * when the test ends. Built one after the other: on SQLite each takes the write lock for its migrations.
 */
export async function startInstances(env: Record<string, string>, count = 2): Promise<App[]> {
  const apps: App[] = [];
  onTestFinished(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  for (let i = 0; i < count; i += 1) {
    const app = await buildApp(testConfig(env), { logger: false });
    await app.ready();
    apps.push(app);
  }
  return apps;
}
