import { startSectionHarness } from '@court/shared/harness';
import { decisionsPaths } from '@court/site-map';
import { routes } from './app/routes';

// Standalone run of the section (its own dev server); in the site the shell loads ./routes instead.
startSectionHarness({ section: 'decisions', routes, startPath: decisionsPaths.judgments() });
