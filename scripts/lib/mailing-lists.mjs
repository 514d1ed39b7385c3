// The stand-in mailing-list system for `pnpm start`: started beside the server unless the court's real lists
// are configured (MAILING_BASE_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './builds.mjs';

/**
 * Starts the stand-in on MAILING_STAND_IN_PORT (default PORT + 11, so two sites on different ports never share
 * one) and returns the setting the server needs to use it, and the child process. With MAILING_BASE_URL set it
 * starts nothing: the server talks to that system.
 */
export function startMailingLists(env = process.env) {
  if (env.MAILING_BASE_URL) return { env: {}, child: undefined };
  const port = Number(env.MAILING_STAND_IN_PORT ?? Number(env.PORT ?? 8080) + 11);
  const child = spawn(process.execPath, [path.join(ROOT, 'stand-ins/mailing-lists/src/cli.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, MAILING_STAND_IN_PORT: String(port) },
  });
  return { child, env: { MAILING_BASE_URL: `http://127.0.0.1:${port}/mailman` } };
}
