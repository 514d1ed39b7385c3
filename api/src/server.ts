import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Starts the court's server: validated settings, the app, and a graceful stop on SIGTERM/SIGINT. */
async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // Stopping: readiness answers 503 at once; the server stops accepting connections, answers the requests under
  // way (and 503 to new ones on open connections), and the background work (the scheduler's round, a mailing
  // delivery under way) finishes before the database closes. Past 10 s it stops anyway.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping');
    app.health.drain();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
