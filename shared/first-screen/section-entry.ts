// The first-screen build of every section (shared/build/first-screen.ts): the section's own routes and home-page
// widgets, drawn on the site server with their data. `court-section-routes` resolves to the section's `./routes`
// module, `court-section-widgets` to its `./widgets` module (or to `no-widgets.ts`).
import { routes } from 'court-section-routes';
import { widgets } from 'court-section-widgets';
import { createSectionPageRenderer } from './render-section-page';
import { createSectionWidgetsRenderer } from './render-section-widgets';

export const renderPage = createSectionPageRenderer(routes);
export const renderWidgets = createSectionWidgetsRenderer(widgets);
