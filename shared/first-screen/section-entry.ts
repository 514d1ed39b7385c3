// The first-screen build of every section (shared/build/first-screen.ts): the section's own routes, drawn on
// the site server with their data. `court-section-routes` resolves to the section's `./routes` module.
import { routes } from 'court-section-routes';
import { createSectionPageRenderer } from './render-section-page';

export const renderPage = createSectionPageRenderer(routes);
