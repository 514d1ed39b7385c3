// Vitest setup of the browser apps (see vitest.shared-config.ts): before a test file is imported, and so before
// any API client exists, every axios client is given the adapter of the fake API; the fakes of a test end with it.
// Without a `fakeApi` in a test, requests go out as they would without this file.
import { afterEach } from 'vitest';
import { installFakeApiAdapter, resetFakes } from './fake-api';

installFakeApiAdapter();
afterEach(resetFakes);
