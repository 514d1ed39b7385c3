import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const server = path.join(import.meta.dirname, '..', 'src', 'server.ts');

describe('server start-up', () => {
  it.each([
    [{ PORT: 'http' }, /^Invalid setting PORT: /m],
    [{ DATABASE_URL: 'mysql://court' }, /^Invalid setting DATABASE_URL: /m],
    // A secret is named, never repeated.
    [{ FIRST_SCREEN_TOKEN: 'short' }, /^Invalid setting FIRST_SCREEN_TOKEN: [^"]*$/m],
    // The whole line: the key itself is never repeated.
    [
      { AUTH_TOKEN_SECRET: `${'k'.repeat(32)},too-short` },
      /^Invalid setting AUTH_TOKEN_SECRET: key 2 of 2 has fewer than 32 characters$/m,
    ],
  ])('stops with a message naming the wrong setting (%o)', async (env, message) => {
    const failure = await run(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, ...env },
      timeout: 15_000,
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(message);
  });
});
