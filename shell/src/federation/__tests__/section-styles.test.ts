import { afterEach, describe, expect, it } from 'vitest';
import { nameSectionStylesByAddress } from '../section-styles';

describe('the section styles the server put in the page', () => {
  afterEach(() => document.head.replaceChildren());

  it('are named by their full address, as a section stylesheet loader looks for them; the shell’s keep their path', () => {
    document.head.innerHTML = [
      '<style data-href="/styles.1.css">body{}</style>',
      '<style data-href="/remotes/decisions/routes-styles.2.css" data-section>h1{}</style>',
      '<style data-href="https://sections.example.be/rules/3.css" data-section>h2{}</style>',
    ].join('');
    nameSectionStylesByAddress();
    const names = [...document.querySelectorAll('style')].map((style) => style.dataset.href);
    expect(names).toEqual([
      '/styles.1.css',
      `${window.location.origin}/remotes/decisions/routes-styles.2.css`,
      'https://sections.example.be/rules/3.css',
    ]);
  });
});
