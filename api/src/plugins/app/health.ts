import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export type Component = 'database' | 'mailing' | 'identityProvider';
export interface ComponentHealth {
  status: 'up' | 'down' | 'not-configured';
  latencyMs?: number;
  message?: string;
}
/** Resolves when the component answers as expected, rejects (with a short reason) when it does not. */
export type HealthCheck = () => Promise<void>;

export interface HealthRegistry {
  /** Supplies (or replaces) the check of a component; components without a check report `not-configured`. */
  set(component: Component, check: HealthCheck): void;
  run(): Promise<Record<Component, ComponentHealth>>;
  /** Whether this instance should be sent traffic: the database answers and it is not stopping. */
  readiness(): Promise<{ ready: boolean; reason?: string }>;
  /** From now on the instance is stopping: readiness says no, so that the load balancer sends traffic elsewhere. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthRegistry;
  }
}

const TIMEOUT_MS = 3000;

async function timed(check: HealthCheck): Promise<ComponentHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'check failed';
    return { status: 'down', latencyMs: Math.round(performance.now() - started), message };
  } finally {
    clearTimeout(timer);
  }
}

/** The registry behind /health. The database check is built in; the mailing system and identity provider add theirs. */
export default fp(
  async (app: FastifyInstance) => {
    const checks = new Map<Component, HealthCheck>();
    checks.set('database', async () => {
      await sql`select 1`.execute(app.database.db);
    });
    const components: Component[] = ['database', 'mailing', 'identityProvider'];
    let draining = false;
    app.decorate('health', {
      set: (component, check) => void checks.set(component, check),
      drain: () => {
        draining = true;
      },
      async readiness() {
        if (draining) return { ready: false, reason: 'stopping' };
        const database = await timed(checks.get('database')!);
        return database.status === 'up' ? { ready: true } : { ready: false, reason: `database: ${database.message}` };
      },
      async run() {
        const entries = await Promise.all(
          components.map(async (component): Promise<[Component, ComponentHealth]> => {
            const check = checks.get(component);
            return [component, check ? await timed(check) : { status: 'not-configured' }];
          }),
        );
        return Object.fromEntries(entries) as Record<Component, ComponentHealth>;
      },
    } satisfies HealthRegistry);
  },
  { name: 'court-health', dependencies: ['court-database'] },
);
