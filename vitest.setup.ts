import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A first render loads the route's lazy modules; on a busy two-core runner that alone can pass the default
// second of findBy queries. Five seconds keeps the queries honest (they still fail when nothing appears).
configure({ asyncUtilTimeout: 5_000 });

// Unmount what a test rendered, so the next test starts from an empty document.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
