import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, styleElement } from '../../src/site/inline-styles.js';
import { tempDir } from '../helper.js';

const stylesheet = (css: string) => {
  const file = path.join(tempDir('court-inline-styles-'), 'styles.12345678.css');
  fs.writeFileSync(file, css);
  return { href: '/styles.12345678.css', file };
};

describe('a stylesheet held in the page', () => {
  it('is its rules, without the address of its source map', () => {
    expect(styleElement(stylesheet('main{margin:0}\n\n/*# sourceMappingURL=styles.12345678.css.map*/\n'))).toBe(
      '<style data-href="/styles.12345678.css">main{margin:0}\n\n</style>',
    );
  });

  it("is marked as a section's when it is one, for the shell to name it by its full address", () => {
    expect(styleElement(stylesheet('h1{}'), { ofSection: true })).toBe(
      '<style data-href="/styles.12345678.css" data-section>h1{}</style>',
    );
  });

  it('is its link when its rules would end the element early, or its file is not there', () => {
    expect(styleElement(stylesheet('a::after{content:"</style>"}'))).toBe(
      '<link rel="stylesheet" href="/styles.12345678.css">',
    );
    expect(styleElement({ href: '/gone.css', file: '/nowhere/gone.css' })).toBe(
      '<link rel="stylesheet" href="/gone.css">',
    );
  });

  it("is allowed by the page's policy by its hash; a style in the body is not the head's", () => {
    const html = '<html><head><style>a{}</style><style>b{}</style></head><body><style>c{}</style></body></html>';
    expect(inlineStyleHashes(html)).toEqual([
      "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='",
      "'sha256-7yqHVAesot11p6HczDsgKRipvI5UPgs97z80zNXlans='",
    ]);
  });
});
