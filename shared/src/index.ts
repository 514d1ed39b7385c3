// The public surface of @court/shared: the UI and helpers library every app bundles (webpack keeps only what
// an app uses). What must exist once per page (state, the router, the i18n instance) lives in @court/runtime,
// which the apps import from itself.
export * from './api/content-client';
export * from './api/pdf-availability';
export * from './format/dates';
export * from './data/settle';
export * from './data/use-async';
export * from './data/use-retry-when-online';
export * from './ui/error-card';
export * from './ui/status-message';
export * from './ui/error-summary';
export * from './ui/outcome-message';
export * from './ui/pdf-links';
export * from './ui/content-html';
export * from './ui/router-links';
export * from './ui/in-page-nav';
export * from './content/content-loader';
export * from './content/content-article';
export * from './ui/breadcrumbs';
export * from './ui/section-layout';
export * from './ui/link-cards';
export * from './ui/pagination';
export * from './ui/section-placeholder';
export * from './routing/not-found-route';
export * from './ui/form-field';
export * from './ui/email-field';
export * from './ui/button-class';
export * from './ui/use-enhanced';
