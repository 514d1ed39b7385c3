// Test helpers of the two servers' suites: temporary folders, a server built per test, the errors envelope.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { ConfigError } from './settings.js';

const created: string[] = [];

/** A temporary folder, removed when the test file ends. */
export function tempDir(prefix = 'court-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Builds a server before each test and closes it after; what it is built from is read at build time. */
export function useServer<Server extends FastifyInstance>(build: () => Promise<Server>): () => Server {
  let server: Server | undefined;
  beforeEach(async () => {
    server = await build();
    await server.ready();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('The server exists only inside a test');
    return server;
  };
}

/** Asserts the errors envelope shape and returns the first code. */
export function errorCode(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { code?: unknown }[] };
  if (!Array.isArray(parsed.errors) || typeof parsed.errors[0]?.code !== 'string') {
    throw new Error(`Not an errors envelope: ${body.slice(0, 200)}`);
  }
  return parsed.errors[0].code;
}

/** Asserts that reading the settings stops on `setting` with a message naming it; returns the error. */
export function expectSettingRefused(read: () => unknown, setting: string): ConfigError {
  let error: unknown;
  try {
    read();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const refused = error as ConfigError;
  expect(refused.setting).toBe(setting);
  expect(refused.message).toMatch(new RegExp(`^Invalid setting ${setting}: `));
  return refused;
}
