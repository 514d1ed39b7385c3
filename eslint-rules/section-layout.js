// Every section lays out its `src/` the same way (docs/section-layout.md), so a developer of one section finds
// their way in all of them: this rule names the folder a file may not sit in and where such files belong.
import path from 'node:path';

/** What `src/` of a section holds, and the files of its root. */
const SECTION_ROOT = {
  folders: ['app', 'components', 'config', 'exposes', 'features', 'lib', 'locales', 'test-support'],
  files: ['bootstrap.tsx', 'index.ts'],
};
/** What `src/app/` holds: the route table, its route modules, the loaders that come with it, their tests. */
const APP = { folders: ['routes', 'loaders', '__tests__'], files: ['routes.tsx'] };

export const sectionLayout = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A section keeps the layout every section shares (docs/section-layout.md).' },
    messages: {
      place: '"{{place}}" is not part of a section\'s layout: see docs/section-layout.md for where this file belongs.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const parts = context.filename.split(path.sep);
        const src = parts.findLastIndex((part, index) => part === 'src' && /^mf-/.test(parts[index - 1] ?? ''));
        if (src < 0) return;
        const [first, second, ...rest] = parts.slice(src + 1);
        const fits = (layout, name, isFile) => (isFile ? layout.files : layout.folders).includes(name);
        let place;
        if (!fits(SECTION_ROOT, first, second === undefined)) place = `src/${first}`;
        else if (first === 'app' && second !== undefined && !fits(APP, second, rest.length === 0))
          place = `src/app/${second}`;
        if (place) context.report({ node, messageId: 'place', data: { place } });
      },
    };
  },
};
