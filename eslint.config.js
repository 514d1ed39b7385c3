// Lint rules of the whole workspace. The import-boundary zones encode the architecture of DESIGN.md:
// sections never import each other or the shell, `shared` imports no app, and features do not reach into
// their app's composition root.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { kebabCaseFileNames } from './eslint-rules/kebab-case-file-names.js';
import { sectionLayout } from './eslint-rules/section-layout.js';

/** The sections' folders: `mf-{name}` for each section of the site map. */
const SECTIONS = fs.readdirSync(new URL('.', import.meta.url)).filter((folder) => folder.startsWith('mf-'));
const APPS = ['shell', ...SECTIONS];

/** The feature folders of an app (`src/features/{feature}`). */
function featuresOf(app) {
  const folder = new URL(`./${app}/src/features`, import.meta.url);
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

const boundaryZones = [
  // the runtime is below everything: it imports no app and not the UI library
  {
    target: './runtime',
    from: ['./shared', './shell', ...SECTIONS.map((s) => `./${s}`), './api', './site-server'],
    message: 'runtime/ must not import the UI library or an app.',
  },
  // shared is below every app
  {
    target: './shared',
    from: ['./shell', ...SECTIONS.map((s) => `./${s}`), './api', './site-server'],
    message: 'shared/ must not import an app.',
  },
  // a section is alone: no other section, no shell
  ...SECTIONS.map((section) => ({
    target: `./${section}`,
    from: ['./shell', ...SECTIONS.filter((s) => s !== section).map((s) => `./${s}`)],
    message: 'A section meets the others only in the shell, through the federation contracts.',
  })),
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: ['./api', './site-server'],
    message: 'Apps know the API only through its contract (@court/contract), and the site server not at all.',
  })),
  // what the two servers share is below both and imports neither
  {
    target: './server-kit',
    from: ['./api', './site-server', './shared', './runtime', './shell', ...SECTIONS.map((s) => `./${s}`)],
    message: 'server-kit/ is what the two servers share; it imports neither.',
  },
  // the two servers are separate programs: each knows the other over HTTP, through the contract
  {
    target: './site-server',
    from: './api',
    message:
      'The site server asks the API over HTTP; what both need lives in @court/contract, @court/site-map or @court/server-kit.',
  },
  {
    target: './api',
    from: './site-server',
    message: 'The API serves no page; what both need lives in @court/contract, @court/site-map or @court/server-kit.',
  },
  // the contract is below the API and the apps alike
  {
    target: './contract',
    from: ['./api', './site-server', './tools', './shared', './runtime', './shell', ...SECTIONS.map((s) => `./${s}`)],
    message: 'contract/ describes the API; it imports nothing of the site.',
  },
  // the site map is the bottom of the site: every app, the API and the tests take their addresses from it
  {
    target: './site-map',
    from: [
      './api',
      './site-server',
      './contract',
      './shared',
      './runtime',
      './shell',
      ...SECTIONS.map((s) => `./${s}`),
    ],
    message: 'site-map/ is the map of the site; it imports nothing of it.',
  },
  // the demo corpus builds the contract's content model; the API's seed command loads it, never the other way
  {
    target: './tools/demo-corpus',
    from: ['./api', './site-server', './shared', './runtime', './shell', ...SECTIONS.map((s) => `./${s}`)],
    message: 'tools/demo-corpus/ generates the content model of @court/contract; it imports nothing of the site.',
  },
  { target: './shell', from: SECTIONS.map((s) => `./${s}`), message: 'The shell loads sections at runtime only.' },
  // a feature stands alone: what two features share lives in the app's components/ or lib/, or in @court/shared
  ...APPS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature; move what they share to components/ or lib/.',
    })),
  ),
  // inside an app, features do not depend on the composition root
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Features must not import the app layer (imports flow shared -> features -> app).',
  })),
];

/**
 * The apps share only part of react-i18next (runtime/src/i18n/react-i18next-subset.ts, see
 * shared/build/shared-dependencies.ts): any other name would be undefined in the browser.
 */
const REACT_I18NEXT_SUBSET = {
  name: 'react-i18next',
  allowImportNames: ['useTranslation', 'initReactI18next'],
  message: 'The apps share only part of react-i18next: add a name to runtime/src/i18n/react-i18next-subset.ts first.',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      court: { rules: { 'kebab-case-file-names': kebabCaseFileNames, 'section-layout': sectionLayout } },
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tools/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'court/kebab-case-file-names': 'error',
      'court/section-layout': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // React Router reaches the apps through @court/runtime, which bundles only the part the site uses
    // (see shared/build/shared-dependencies.ts); a direct import would load a second router.
    files: [...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import routing from @court/runtime.', allowTypeImports: true },
            { name: 'react-router-dom', message: 'Import routing from @court/runtime.', allowTypeImports: true },
            REACT_I18NEXT_SUBSET,
          ],
        },
      ],
    },
  },
  {
    files: ['runtime/src/**/*.{ts,tsx}', 'shared/first-screen/**/*.{ts,tsx}', 'shared/harness/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [REACT_I18NEXT_SUBSET] }] },
  },
  {
    files: [
      '**/scripts/**',
      '**/bench/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      'api/src/seed/**',
      'api/src/import/run.ts',
      'api/src/search-alerts/run.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
