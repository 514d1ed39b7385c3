import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnippetText, snippetParts } from '../snippet-text';

describe('a snippet', () => {
  it('keeps the text and the matched words, decoding escaped characters', () => {
    expect(snippetParts('…rend l&#39;<mark>arrêt</mark> suivant &amp; <mark>fin</mark>')).toEqual([
      { text: "…rend l'", marked: false },
      { text: 'arrêt', marked: true },
      { text: ' suivant & ', marked: false },
      { text: 'fin', marked: true },
    ]);
  });

  it('can only ever show text: other markup is dropped, scripts with their content', () => {
    const { container } = render(
      <SnippetText
        html={
          'a <img src=x onerror="alert(1)"><script>alert(2)</script><b onclick="x">b</b> <mark><a href="javascript:x">c</a></mark>'
        }
      />,
    );
    expect(container.innerHTML).toBe('a b <mark>c</mark>');
  });
});
