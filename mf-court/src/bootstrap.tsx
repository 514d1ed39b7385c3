import { startSectionHarness } from '@court/shared/harness';
import { courtPaths } from '@court/site-map';
import { routes } from './app/routes';

// Standalone run of the section (its own dev server); in the site the shell loads ./routes instead.
startSectionHarness({ section: 'court', routes, startPath: courtPaths.presentation() });
