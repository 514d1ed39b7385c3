// Exposed as `rules/routes`: the Rules section's routes, relative to /:lang.
export { routes } from '../app/routes';
