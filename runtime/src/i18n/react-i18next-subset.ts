// The part of react-i18next the site uses, which every app shares in its place under the name `react-i18next`
// (shared/build/shared-dependencies.ts). Shared modules are not tree-shaken, so sharing the package itself put
// all of it on every first load (10 KB gzip: <Trans>, its HTML parser, the HOCs and SSR helpers none of the apps
// call); this is a third of that. The apps keep importing `react-i18next`; ESLint lets them import only what is
// here.
//
// The modules are imported by file, not as `react-i18next`: that name is the shared module, this one.
import type { useTranslation as UseTranslation } from 'react-i18next';
// @ts-expect-error -- the package's ES module files have no types of their own; they are the entry's (above).
import { useTranslation as untypedUseTranslation } from '../../node_modules/react-i18next/dist/es/useTranslation.js';

export { initReactI18next } from 'react-i18next/initReactI18next';

export const useTranslation: typeof UseTranslation = untypedUseTranslation;
