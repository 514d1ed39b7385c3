// Vitest setup of the browser apps (see vitest.shared-config.ts): before a test file is imported, every API
// client is set to send through the fake API's transport; the fakes of a test end with it. Without a `fakeApi`
// in a test, requests go to `fetch` as they would without this file.
import { afterEach } from 'vitest';
import { installFakeApiTransport, resetFakes } from './fake-api';

installFakeApiTransport();
afterEach(resetFakes);
