import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useEnhanced } from '../use-enhanced';

function Probe() {
  return <p>{useEnhanced() ? 'enhanced' : 'plain'}</p>;
}

describe('useEnhanced', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>plain</p>');
  });

  it('is false while the browser hydrates the server’s markup, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const recoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverableError });
    });
    expect(recoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<p>enhanced</p>');
  });

  it('is true at once when the browser draws a page itself', () => {
    const { container } = render(<Probe />);
    expect(container.innerHTML).toBe('<p>enhanced</p>');
  });
});
