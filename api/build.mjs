// The API's build: each command one bundle in dist/ (server.js, seed.js, import.js, digests.js), with the workspace's
// TypeScript packages it uses compiled in and every npm package left to node_modules. One folder deep, like
// src/config.ts, so that the repository root is found the same way from sources and from the build.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Workspace packages published as TypeScript sources: bundled. Everything else is installed. */
const bundled = (name) => name.startsWith('@court/') && !name.endsWith('-stand-in');
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !bundled(name),
);

fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed/run.ts',
    import: 'src/import/run.ts',
    digests: 'src/search-alerts/run.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
