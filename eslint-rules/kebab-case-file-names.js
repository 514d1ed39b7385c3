// A file's name says what it holds in lower-case words joined by hyphens (`judgment-card.tsx`), with dotted
// suffixes for its role (`routes.contract.test.ts`, `webpack.config.ts`): one spelling, so a file is found by
// its name in every app.
import path from 'node:path';

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are lower-case words joined by hyphens.' },
    messages: { name: 'Name the file in lower-case words joined by hyphens, e.g. "{{suggestion}}".' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (KEBAB_CASE.test(name)) return;
        const suggestion = name
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/[_\s]+/g, '-')
          .toLowerCase();
        context.report({ node, messageId: 'name', data: { suggestion } });
      },
    };
  },
};
