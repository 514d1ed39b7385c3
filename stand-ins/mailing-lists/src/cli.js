#!/usr/bin/env node
// Runs the stand-in on MAILING_STAND_IN_PORT (default 8090) until it is stopped.
import { startMailingLists } from './server.js';

const port = Number(process.env.MAILING_STAND_IN_PORT ?? 8090);
const host = process.env.MAILING_STAND_IN_HOST ?? '127.0.0.1';
const running = await startMailingLists({ port, host });
process.stdout.write(
  `Mailing-list stand-in (Mailman 2.1 web forms) on ${running.url}/mailman/listinfo/newsletter-fr\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void running.stop().then(() => process.exit(0)));
}
