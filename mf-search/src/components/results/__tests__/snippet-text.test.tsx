import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SnippetText } from '../snippet-text';

describe('a snippet', () => {
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

  it('is drawn on the server as the browser draws it, so the browser hydrates it without a change', async () => {
    const html = '…l&#39;<mark>impôt</mark> &amp; la <mark>taxe</mark> &lt;sic&gt;…';
    const container = document.createElement('blockquote');
    container.innerHTML = renderToString(<SnippetText html={html} />);
    const drawnByServer = container.innerHTML;
    const recoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <SnippetText html={html} />, { onRecoverableError: recoverableError });
    });
    expect(recoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(drawnByServer);
    expect(container.textContent).toBe("…l'impôt & la taxe <sic>…");
  });
});
