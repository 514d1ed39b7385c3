import { startSectionHarness } from '@court/shared/harness';
import { rulesPaths } from '@court/site-map';
import { routes } from './exposes/routes';

// Standalone run of the Rules section (its own dev server); in the site the shell loads ./routes instead.
startSectionHarness({ section: 'rules', routes, startPath: rulesPaths.root() });
