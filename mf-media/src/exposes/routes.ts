// Exposed as `media/routes`: the section's routes, relative to /:lang.
export { routes } from '../app/routes';
