import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { startCollectingPageHead, takeCollectedPageHead, usePageHead, type HeadTag } from '../page-head';

const PAGE = 'https://court.example/nl/ARR/43/2026';

const judgment = (ecli: string, title: string): HeadTag[] => [
  { tag: 'meta', attributes: { property: 'dcterms:isVersionOf', content: ecli } },
  { tag: 'link', attributes: { rel: 'alternate', type: 'application/akn+xml', href: `/akn/${ecli}` } },
  { tag: 'json-ld', data: { '@type': 'CreativeWork', identifier: ecli, name: title } },
];

function Judgment({ tags }: { tags: HeadTag[] }) {
  usePageHead(tags);
  return <h1>Judgment</h1>;
}

/** What a reader of `<head>` finds: the ECLIs stated and the titles of the JSON-LD blocks. */
function readHead() {
  return {
    eclis: [...document.head.querySelectorAll('meta[property="dcterms:isVersionOf"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    names: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '') as { name: string }).name,
    ),
    akn: document.head.querySelectorAll('link[type="application/akn+xml"]').length,
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the tags a page puts in <head>', () => {
  it('are handed over by a render on the server, escaped so that no value breaks out of its tag', () => {
    startCollectingPageHead(PAGE);
    const markup = renderToString(<Judgment tags={judgment('ECLI:BE:GHCC:2026:ARR.043', 'A "b" </script><i>')} />);
    const { head } = takeCollectedPageHead();
    expect(markup).toBe('<h1>Judgment</h1>');
    expect(head).toContain(
      '<meta property="dcterms:isVersionOf" content="ECLI:BE:GHCC:2026:ARR.043" data-court-page-head>',
    );
    expect(head).not.toContain('</script><i>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    // The HTML parser reads back exactly what the page said.
    document.head.innerHTML = head;
    expect(readHead()).toEqual({ eclis: ['ECLI:BE:GHCC:2026:ARR.043'], names: ['A "b" </script><i>'], akn: 1 });
    // Outside a render on the server nothing is collected.
    renderToString(<Judgment tags={judgment('ECLI:BE:GHCC:2026:ARR.044', 'Other')} />);
    expect(takeCollectedPageHead()).toEqual({ head: '' });
  });

  it('replace those the server drew, follow the item shown, and go with the page', () => {
    startCollectingPageHead(PAGE);
    renderToString(<Judgment tags={judgment('ECLI:BE:GHCC:2026:ARR.043', 'Arrest 43/2026')} />);
    document.head.innerHTML = takeCollectedPageHead().head;

    const page = render(<Judgment tags={judgment('ECLI:BE:GHCC:2026:ARR.043', 'Arrest 43/2026')} />);
    expect(readHead()).toEqual({ eclis: ['ECLI:BE:GHCC:2026:ARR.043'], names: ['Arrest 43/2026'], akn: 1 });

    page.rerender(<Judgment tags={judgment('ECLI:BE:GHCC:2026:ARR.044', 'Arrest 44/2026')} />);
    expect(readHead()).toEqual({ eclis: ['ECLI:BE:GHCC:2026:ARR.044'], names: ['Arrest 44/2026'], akn: 1 });

    page.rerender(<h1>Judgments</h1>);
    expect(readHead()).toEqual({ eclis: [], names: [], akn: 0 });
  });
});
