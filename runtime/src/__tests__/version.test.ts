import { expect, it } from 'vitest';
import manifest from '../../package.json';
import { RUNTIME_VERSION } from '../version';

it('states the version of its package, which sections declare their range against', () => {
  expect(RUNTIME_VERSION).toBe(manifest.version);
});
