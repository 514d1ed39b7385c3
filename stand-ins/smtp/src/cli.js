#!/usr/bin/env node
// Runs the stand-in until it is stopped: SMTP on SMTP_STAND_IN_SMTP_PORT (default 8094), the received messages
// as JSON on SMTP_STAND_IN_PORT (default 8093).
import { startSmtpStandIn } from './server.js';

const running = await startSmtpStandIn({
  smtpPort: Number(process.env.SMTP_STAND_IN_SMTP_PORT ?? 8094),
  httpPort: Number(process.env.SMTP_STAND_IN_PORT ?? 8093),
  host: process.env.SMTP_STAND_IN_HOST ?? '127.0.0.1',
});
process.stdout.write(`SMTP stand-in on ${running.smtpUrl}, received messages at ${running.url}/messages\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void running.stop().then(() => process.exit(0)));
}
