// The stand-in mail server for `pnpm start`: started beside the server unless a real one is configured
// (SMTP_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './builds.mjs';

/**
 * Starts the stand-in with its received messages on SMTP_STAND_IN_PORT (default PORT + 13) and SMTP on
 * SMTP_STAND_IN_SMTP_PORT (default PORT + 14), so two sites on different ports never share one, and returns the
 * setting the server needs to send through it, and the child process. With SMTP_URL set it starts nothing: the
 * server sends through that server.
 */
export function startSmtp(env = process.env) {
  if (env.SMTP_URL) return { env: {}, child: undefined };
  const sitePort = Number(env.PORT ?? 8080);
  const httpPort = Number(env.SMTP_STAND_IN_PORT ?? sitePort + 13);
  const smtpPort = Number(env.SMTP_STAND_IN_SMTP_PORT ?? sitePort + 14);
  const child = spawn(process.execPath, [path.join(ROOT, 'stand-ins/smtp/src/cli.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, SMTP_STAND_IN_PORT: String(httpPort), SMTP_STAND_IN_SMTP_PORT: String(smtpPort) },
  });
  return { child, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } };
}
