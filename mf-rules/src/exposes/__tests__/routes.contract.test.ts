import { describe, it } from 'vitest';
import { expectSectionRoutesContract } from '@court/shared/testing';
import * as exposedRoutes from '../routes';

describe('the rules section exposes ./routes', () => {
  it('as route objects under /:lang, on the segments it owns, with lazy page modules', async () => {
    await expectSectionRoutesContract(exposedRoutes, 'rules');
  });
});
