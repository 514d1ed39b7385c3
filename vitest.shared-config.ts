import { defineConfig } from 'vitest/config';

/**
 * Vitest settings of the browser apps (shared, shell, sections): jsdom, CSS Modules with readable class
 * names, the testing-library cleanup, and the fake API of @court/shared/testing (its setup gives every API
 * client its adapter before a test file is imported). Each app's vitest.config.ts extends this.
 */
export const browserAppTestConfig = defineConfig({
  test: {
    environment: 'jsdom',
    css: { modules: { classNameStrategy: 'non-scoped' } },
    globals: false,
    setupFiles: [
      new URL('./vitest.setup.ts', import.meta.url).pathname,
      new URL('./shared/testing/fake-api-setup.ts', import.meta.url).pathname,
    ],
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'harness/**/*.test.{ts,tsx}',
      'testing/**/*.test.{ts,tsx}',
      'test/**/*.test.{ts,tsx}',
    ],
    restoreMocks: true,
  },
});
