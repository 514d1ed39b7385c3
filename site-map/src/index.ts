// The map of the court website: one home for every address of the site.
export * from './languages.js';
export * from './sections.js';
export * from './paths.js';
export * from './availability.js';
export * from './pages.js';
export * from './owners.js';
