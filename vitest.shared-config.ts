import { defineConfig } from 'vitest/config';

/**
 * Vitest settings of the browser apps (shared, shell, sections): jsdom, CSS Modules with readable class
 * names, and the testing-library cleanup. Each app's vitest.config.ts extends this.
 */
export const browserAppTestConfig = defineConfig({
  test: {
    environment: 'jsdom',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    globals: false,
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'harness/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
