import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/engine.js';
import { migrateToLatest } from '../db/migrate.js';
import { createSearchAlerts, type AlertLog } from './compose.js';

/**
 * `pnpm court digests`: makes every confirmed alert's digest now, whatever the hour (the judgments published since
 * its last one), and sends every e-mail waiting, on the configured database and mail server (SMTP_URL); then
 * exits. For the day the mail server was down, say: the servers do the same every day by themselves, and an
 * alert's judgments are mailed to it once, whichever does it.
 */
const consoleLog: AlertLog = {
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.warn(...args),
};

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.searchAlerts.smtpUrl) {
    console.error('SMTP_URL is not set: without a mail server no digest is made');
    return 2;
  }
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    const alerts = createSearchAlerts(database, config.searchAlerts, config.mailing.retryMs, consoleLog);
    const digests = await alerts.service.runDigestNow();
    await alerts.delivery.stop();
    console.log(`${digests} digest${digests === 1 ? '' : 's'} written`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
