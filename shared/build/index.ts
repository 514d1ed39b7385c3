export { createWebpackConfig } from './webpack-config';
export type { AppOptions, HostOptions, RemoteOptions } from './webpack-config';
export { sharedDependencies, SHARED_SINGLETONS } from './shared-dependencies';
