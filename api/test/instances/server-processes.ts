import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, tempDir, FIXTURE_CONTENT_DIR } from '../helper.js';

const SERVER = path.join(import.meta.dirname, '..', '..', 'src', 'server.ts');

/** One instance of the site as deployed: its own process and port, on the database and Redis it is given. */
export interface ServerProcess {
  origin: string;
  /** Stops it as an orchestrator does (SIGTERM), or as a crash does (SIGKILL). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port with the same settings. */
  restart(): Promise<void>;
}

async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The server at ${origin} stopped while starting`);
    const ready = await fetch(`${origin}/api/v1/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${origin} did not get ready`);
}

/** Starts `src/server.ts` in a process of its own (through tsx: no build needed) with `env` over test defaults. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const settings = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('court-instance-'),
    CONTENT_DIR: FIXTURE_CONTENT_DIR,
    LOG_LEVEL: 'warn',
    ...env,
  };
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: settings,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${port}] ${chunk.toString()}`));
    await waitUntilReady(origin, child);
  };
  await launch();
  return {
    origin,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    restart: launch,
  };
}
