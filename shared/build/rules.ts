import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

export type Mode = 'production' | 'development';

/**
 * How sources are found: TypeScript first; and a workspace package written as ES modules for Node (the site
 * map, the contract) imports its own files as `./paths.js`, which is the `.ts` file beside it.
 */
export const SOURCE_RESOLVE = {
  extensions: ['.tsx', '.ts', '.js'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * React Router's package names its development build for every bundler condition, production included: the
 * same code with warnings for developers in the console and in its default error page. Its production build
 * lies beside it. The browser and first-screen builds of an app both take the one of their mode, so the
 * server's markup is the browser's.
 */
export function sourceResolve(mode: Mode): typeof SOURCE_RESOLVE & { alias: Record<string, string> } {
  if (mode !== 'production') return { ...SOURCE_RESOLVE, alias: {} };
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return { ...SOURCE_RESOLVE, alias: { 'react-router$': path.join(reactRouter, 'dist', 'production', 'index.mjs') } };
}

/** TypeScript and JSX of the apps, compiled by SWC. */
export const SRC_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * Styles: extracted into files for the browser; for the first-screen build in Node (`classNamesOnly`), only
 * the CSS Modules' class names, which come out the same as the browser's since they hash the same input.
 */
export function cssRule(mode: Mode, { classNamesOnly = false } = {}) {
  return {
    test: /\.css$/,
    use: [
      ...(classNamesOnly ? [] : [MiniCssExtractPlugin.loader]),
      {
        loader: require.resolve('css-loader'),
        options: {
          modules: {
            auto: /\.module\.css$/,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: classNamesOnly,
            localIdentName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
          },
        },
      },
    ],
  };
}
