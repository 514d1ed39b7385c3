import path from 'node:path';
import webpack from 'webpack';

/**
 * axios picks the first adapter a platform supports, in the order `xhr`, `http`, `fetch`: every browser has
 * XMLHttpRequest, so the site never uses the fetch adapter. It is still bundled, because a shared module is
 * never tree-shaken, and with its helpers it weighs about 4 KB gzip on the first load of every page. This
 * replaces it with a stand-in that reports fetch as not supported, which axios turns into a clear error for
 * a client that would ever ask for `adapter: 'fetch'`.
 */
export function axiosWithoutFetchAdapter(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    path.join(__dirname, 'axios-fetch-adapter-unsupported.js'),
  );
}
