import { renderRoutes, renderRoutesOnServer } from '@court/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryControl } from '../retry-control';

const retry = (onRetry: () => void) => [
  {
    path: 'search',
    element: (
      <RetryControl className="retry" onRetry={onRetry}>
        Try again
      </RetryControl>
    ),
  },
];

describe('the control that tries a failed page again', () => {
  it('is a link to the same address (query included) in the page the server draws', () => {
    const page = renderRoutesOnServer(
      retry(() => {}),
      { url: '/fr/search?term=urbanisme&page=2' },
    );
    const link = page.querySelector('a');
    expect(link?.textContent).toBe('Try again');
    expect(link?.getAttribute('href')).toBe('/fr/search?term=urbanisme&page=2');
    expect(page.querySelector('button')).toBeNull();
  });

  it('is a button running the retry once the scripts draw the page', async () => {
    const onRetry = vi.fn();
    renderRoutes(retry(onRetry), { url: '/fr/search?term=urbanisme' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
