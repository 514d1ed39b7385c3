import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration, PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createFirstScreenConfig } from './first-screen';
import { emitPageHints } from './emit-page-hints';
import {
  FEDERATION_RUNTIME,
  federationRuntimeVersion,
  runtimeProviderPlugin,
  usesShellRuntime,
} from './federation-runtime';
import { preloadStartUpChunks } from './preload-start-up-chunks';
import { cssRule, sourceResolve, SRC_RULE, type Mode } from './rules';
import { sharedDependencies } from './shared-dependencies';
import { styleChunks } from './style-chunks';

/**
 * Entry chunks are content-hashed too, but the federation runtime asks for the entry's file name before
 * hashes exist (it only needs its folder depth); answering without the hash there keeps the build working.
 */
const entryFilename = (pathData: PathData): string =>
  pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';

interface CommonOptions {
  /** Folder of the app (the one holding its package.json). */
  appDir: string;
  /** Federation name: `shell`, or the section's name (`rules`, `court`, ...). */
  name: string;
  /** Port of the app's own dev server. */
  devPort: number;
  /**
   * The range of `@court/runtime` the app is written against (e.g. `^1.2.0` once it calls what 1.2.0 added).
   * A shell whose runtime is outside it does not run the app; see shared-dependencies.ts.
   */
  requiresRuntime: string;
}

export interface HostOptions extends CommonOptions {
  role: 'host';
  /** Static files copied as they are into the build (runtime config, icons). */
  publicDir?: string;
  /** The router's request of the home page's lazy route, whose files the server announces on the home page. */
  homeRoute?: string;
  /** The module that draws a page's frame before its scripts run (see first-screen.ts). */
  firstScreen?: string;
}

export interface RemoteOptions extends CommonOptions {
  role: 'remote';
  /** What the section exposes to the shell, e.g. `{ './routes': './src/exposes/routes.ts' }`. */
  exposes: Record<string, string>;
}

export type AppOptions = HostOptions | RemoteOptions;

/**
 * The site server that dev servers forward `/api`, `/_content`, `/public` and the built sections (`/remotes`)
 * to, so the shell can run on its own dev server against the deployed sections.
 */
const API_ORIGIN = process.env.COURT_API_ORIGIN ?? 'http://localhost:8080';

function devServer(options: AppOptions): DevServerConfiguration {
  return {
    port: options.devPort,
    historyApiFallback: true,
    // The shell's dev server loads sections from other ports.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/_content', '/public', '/remotes'], target: API_ORIGIN, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * Where the build goes: the app's `dist/`, served under `/remotes/{name}/`; or, for a section's release
 * (`pnpm release`, scripts/release.mjs), the release's own folder and address, given in the environment.
 */
function outputOf(options: AppOptions): { dir: string; sectionPath: string } {
  const release = process.env.COURT_RELEASE_DIR;
  return release && options.role === 'remote'
    ? { dir: release, sectionPath: process.env.COURT_RELEASE_PATH ?? `/remotes/${options.name}/` }
    : { dir: path.join(options.appDir, 'dist'), sectionPath: `/remotes/${options.name}/` };
}

/**
 * The one webpack configuration of every app: its browser build and, in production, its first-screen build
 * for the site server (first-screen.ts): the shell's own module, a section's routes (`./routes`).
 */
export function createWebpackConfig(options: AppOptions, mode: Mode): Configuration | Configuration[] {
  const output = outputOf(options);
  const browser = createBrowserConfig(options, mode, output.dir);
  if (mode !== 'production') return browser;
  const firstScreen =
    options.role === 'host'
      ? options.firstScreen &&
        createFirstScreenConfig(
          {
            appDir: options.appDir,
            browserBuild: options.name,
            entry: options.firstScreen,
            outputDir: path.join(output.dir, 'server'),
          },
          mode,
        )
      : createFirstScreenConfig(
          {
            appDir: options.appDir,
            browserBuild: options.name,
            sectionRoutes: options.exposes['./routes'],
            sectionWidgets: options.exposes['./widgets'],
            outputDir: path.join(output.dir, 'server'),
            publicPath: output.sectionPath,
          },
          mode,
        );
  return firstScreen ? [browser, firstScreen] : browser;
}

/**
 * The browser build of an app. The shell is the federation host; each section is a remote that also builds a
 * minimal standalone harness (`index.html`) so its team can run it alone.
 */
function createBrowserConfig(options: AppOptions, mode: Mode, outputDir: string): Configuration {
  const isProduction = mode === 'production';
  const shared = sharedDependencies(options.appDir, options.requiresRuntime);
  const hashed = isProduction ? '.[contenthash:8]' : '';
  const withoutRuntime = usesShellRuntime(options.role, mode);
  // One federation runtime per page: the shell provides its own to the sections, whose entries then weigh about
  // 7 KB gzip instead of 26 (see federation-runtime.ts).
  const federation =
    options.role === 'host'
      ? new ModuleFederationPlugin({
          name: options.name,
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          runtimePlugins: [runtimeProviderPlugin()],
          experiments: { optimization: { target: 'web' } },
        })
      : new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // No section loads another (DESIGN.md): its entry leaves out the code that loads remotes.
          experiments: { optimization: { target: 'web', disableRemote: true }, externalRuntime: withoutRuntime },
        });

  return {
    name: options.name,
    mode,
    context: options.appDir,
    // A section that takes the shell's federation runtime has nothing to run alone: its entry is the harness.
    entry: withoutRuntime ? {} : { main: './src/index.ts' },
    target: 'web',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath: options.role === 'host' ? '/' : 'auto',
      filename: isProduction ? entryFilename : '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: options.name,
      clean: true,
    },
    resolve: sourceResolve(mode),
    module: {
      rules: [SRC_RULE, cssRule(mode), { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' }],
    },
    plugins: [
      federation,
      new MiniCssExtractPlugin({
        filename: `[name]${hashed}.css`,
        chunkFilename: `[name]${hashed}.css`,
        // One file holds the styles of every page of an app (style-chunks.ts), and no one order of its modules
        // is the import order of each page. It need not be: they are CSS Modules, each scoped to its component,
        // over global tokens and element styles that a class outweighs, so none depends on coming after another.
        ignoreOrder: true,
      }),
      ...(withoutRuntime
        ? []
        : [
            new HtmlWebpackPlugin({
              // Sections share one page for their standalone harness; the shell has its own.
              template:
                options.role === 'host'
                  ? path.join(options.appDir, 'src/index.html')
                  : path.join(__dirname, '..', 'harness', 'index.html'),
              chunks: ['main'],
              scriptLoading: 'defer',
              // The standalone page is served at the root of the section's own server and must load its scripts
              // from there on deep links too (`/de/rule/x` must not ask for `/de/rule/main.js`).
              publicPath: '/',
            }),
          ]),
      ...(options.role === 'host' && options.publicDir
        ? [new CopyWebpackPlugin({ patterns: [{ from: options.publicDir, to: '.' }] })]
        : []),
      ...(options.role === 'host' ? [preloadStartUpChunks()] : []),
      ...(isProduction
        ? [
            emitPageHints(options.role, {
              appDir: options.appDir,
              homeRoute: options.role === 'host' ? options.homeRoute : undefined,
              provides:
                options.role === 'host'
                  ? { ...shared, [FEDERATION_RUNTIME]: { version: federationRuntimeVersion() } }
                  : undefined,
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          ...styleChunks(options.role),
          // The host provides every shared singleton and also consumes it, and webpack gives each of the two its
          // own async chunk; a package under the default 20 KB split size (react-dom/client, zustand) was then
          // emitted twice and both copies fetched on every first load. One chunk for what two async chunks share;
          // the part of react-i18next the site shares is such a module too, though not under node_modules.
          ...(options.role === 'host'
            ? {
                sharedPackages: {
                  test: /[\\/]node_modules[\\/]|[\\/]react-i18next-subset\.ts$/,
                  chunks: 'async' as const,
                  minChunks: 2,
                  minSize: 0,
                  priority: -5,
                  reuseExistingChunk: true,
                },
              }
            : {}),
        },
      },
    },
    performance: { hints: false },
    devServer: devServer(options),
    stats: 'errors-warnings',
  };
}
