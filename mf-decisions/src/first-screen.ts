// The site server's entry into this section (built for Node into dist/server/, see webpack.config.ts): it
// draws the section's pages, with their data, into the HTML of the page before the browser runs any script.
import { createSectionPageRenderer } from '@court/shared/first-screen';
import { routes } from './app/routes';

export const renderPage = createSectionPageRenderer(routes);
