import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './settings.js';

export interface Served<Config> {
  /** Reads and checks the settings; a ConfigError stops the server with its message, before anything starts. */
  loadConfig(): Config;
  build(config: Config): Promise<FastifyInstance>;
  /** What to do first when stopping (the API's readiness starts answering 503). */
  beforeClose?(app: FastifyInstance): void;
}

/**
 * Starts one of the court's servers on its settings' port, and stops it gracefully on SIGTERM or SIGINT: no new
 * connections, the requests under way are answered and the background work finishes; past 10 s it stops anyway.
 */
export function serve<Config extends { port: number; host: string }>(server: Served<Config>): void {
  const start = async () => {
    let config: Config;
    try {
      config = server.loadConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    const app = await server.build(config);
    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an unexpected error');
      else app.log.info({ signal }, 'stopping');
      server.beforeClose?.(app);
      await app.close();
    });
    await app.listen({ port: config.port, host: config.host });
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
