import closeWithGrace from 'close-with-grace';
import { buildSite } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Starts the site server: validated settings, the app, and a graceful stop on SIGTERM/SIGINT. */
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
  const app = await buildSite(config);
  // Stopping: no new connections, the requests under way are answered; past 10 s it stops anyway.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
