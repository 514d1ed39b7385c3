import { defineConfig } from 'vitest/config';

// One corpus of 1,500 judgments per test file (src/__tests__/fixture.ts) and one of 7,000 in the performance test.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 20_000 },
});
