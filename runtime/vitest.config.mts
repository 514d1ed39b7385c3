import { browserAppTestConfig } from '../vitest.shared-config.ts';

export default browserAppTestConfig;
