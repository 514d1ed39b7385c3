// The DOM matchers (toBeVisible, toHaveAttribute…) that vitest.setup.ts installs, for the type checker.
import '@testing-library/jest-dom/vitest';
