// Exposed as `court/routes`: the section's routes, relative to /:lang.
export { routes } from '../app/routes';
