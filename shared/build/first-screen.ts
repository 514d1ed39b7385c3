import path from 'node:path';
import type { Configuration } from 'webpack';
import { cssRule, sourceResolve, SRC_RULE, type Mode } from './rules';

/** The section's first-screen module: its routes, drawn by shared/first-screen. */
const SECTION_ENTRY = path.join(__dirname, '..', 'first-screen', 'section-entry.ts');
/** What the section entry imports, resolved to the section's own `./routes` module. */
const SECTION_ROUTES = 'court-section-routes';
/** What the section entry imports, resolved to the section's own `./widgets` module, or to none. */
const SECTION_WIDGETS = 'court-section-widgets';
const NO_WIDGETS = path.join(__dirname, '..', 'first-screen', 'no-widgets.ts');

export interface FirstScreenOptions {
  /** Folder of the app (the one holding its package.json). */
  appDir: string;
  /** Name of the app's browser build, which must finish (and clean `dist`) first. */
  browserBuild: string;
  /** The shell: the module the site server loads from `dist/server/first-screen.cjs`. */
  entry?: string;
  /** A section: the module of its routes (what it exposes as `./routes`). */
  sectionRoutes?: string;
  /** A section: the module of its home-page widgets (what it exposes as `./widgets`), if any. */
  sectionWidgets?: string;
  /** Where the browser build's files are served, for the addresses of images in the markup. */
  publicPath?: string;
  /** The `server/` folder inside the browser build's output. */
  outputDir: string;
}

/**
 * A second build of the app for Node, into `dist/server/`, which the site server runs to render with React
 * what a page shows before its scripts run (the shell's frame, a section's page with its data): on a slow
 * connection the visitor reads the page about a second and a half earlier, and the browser build then draws
 * the very same markup over it. Built from the same sources, styles and class names as the browser build, so
 * the two cannot drift apart. The site server never serves `dist/server/`.
 */
export function createFirstScreenConfig(options: FirstScreenOptions, mode: Mode): Configuration {
  const resolve = sourceResolve(mode);
  return {
    name: `${options.browserBuild}-first-screen`,
    dependencies: [options.browserBuild],
    mode,
    context: options.appDir,
    entry: { 'first-screen': options.entry ?? SECTION_ENTRY },
    target: 'node',
    devtool: false,
    output: {
      path: options.outputDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      // The same file names as the browser build, so an image's address in the markup is the served one.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      publicPath: options.publicPath ?? '/',
      clean: true,
    },
    resolve: {
      ...resolve,
      alias: {
        ...resolve.alias,
        ...(options.sectionRoutes
          ? {
              [`${SECTION_ROUTES}$`]: path.join(options.appDir, options.sectionRoutes),
              [`${SECTION_WIDGETS}$`]: options.sectionWidgets
                ? path.join(options.appDir, options.sectionWidgets)
                : NO_WIDGETS,
            }
          : {}),
      },
    },
    module: {
      rules: [
        SRC_RULE,
        cssRule(mode, { classNamesOnly: true }),
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
