// The public surface of @court/runtime, the one Module Federation singleton of the site: every app gets the
// same i18n instance, session store, router, API client and page head through it. Everything exported here is
// on every page's first load and is shared state or its vocabulary; UI and helpers go to @court/shared, which
// each app bundles.
export * from './version';
export * from './constants';
export * from './locale/locales';
export * from './locale/cookies';
export * from './locale/locale-cookie';
export * from './locale/detect-locale';
export * from './locale/paths';
export * from './i18n/i18n';
export * from './i18n/common-namespace';
export * from './session/session-store';
export * from './session/auth-cookies';
export * from './api/api-error';
export * from './api/navigation';
// The setters are for renders on the server (@court/shared/first-screen), which import them from
// `@court/runtime/api-origin`.
export { siteOrigin } from './api/api-origin';
export * from './api/create-api-client';
export * from './data/loading-tracker';
export * from './routing/router';
export * from './routing/section-contract';
export * from './routing/use-locale';
export * from './routing/translations-loader';
export * from './head/head-tags';
export * from './head/use-document-title';
// The collecting side is for renders on the server, which import it from `@court/runtime/page-head`.
export { usePageHead, type HeadTag } from './head/page-head';
