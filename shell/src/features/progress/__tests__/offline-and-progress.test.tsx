import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Outlet, useLoadingTracker } from '@court/runtime';
import { renderRoutes, renderWithLocale, setUpTestI18n } from '@court/shared/testing';
import shellEn from '../../../locales/en.json';
import { OfflineNotice } from '../offline-notice';
import { ProgressBar } from '../progress-bar';
import { useOnlineStatus } from '../use-online-status';

function Frame() {
  const online = useOnlineStatus();
  return (
    <>
      <ProgressBar online={online} />
      <OfflineNotice online={online} />
    </>
  );
}

describe('offline notice and progress bar', () => {
  beforeEach(() => {
    setUpTestI18n('en', { shell: shellEn });
    useLoadingTracker.setState({ pending: 0, online: true });
  });
  afterEach(() => vi.useRealTimers());

  it('says politely that the browser is offline, and updates the shared flag', () => {
    renderWithLocale(<Frame />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent('You are offline.');
    expect(useLoadingTracker.getState().online).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toBeEmptyDOMElement();
    expect(useLoadingTracker.getState().online).toBe(true);
  });

  it('runs while API requests are pending, hidden from assistive technology', () => {
    vi.useFakeTimers();
    renderWithLocale(<Frame />);
    const bar = screen.getByTestId('progress-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveAttribute('data-status', 'hidden');
    act(() => useLoadingTracker.getState().started());
    act(() => void vi.advanceTimersByTime(300));
    expect(bar).toHaveAttribute('data-status', 'running');
    act(() => useLoadingTracker.getState().finished());
    expect(bar).toHaveAttribute('data-status', 'finished');
    act(() => void vi.advanceTimersByTime(600));
    expect(bar).toHaveAttribute('data-status', 'hidden');
  });

  it('fails when the connection drops during a load', () => {
    vi.useFakeTimers();
    renderWithLocale(<Frame />);
    act(() => useLoadingTracker.getState().started());
    act(() => void vi.advanceTimersByTime(300));
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => useLoadingTracker.getState().finished());
    expect(screen.getByTestId('progress-bar')).toHaveAttribute('data-status', 'failed');
  });

  it('runs while a route navigation loads, and finishes when the new page is there', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <Frame />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>Home</p> },
            {
              path: 'slow',
              loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
              element: <p>Slow page</p>,
            },
          ],
        },
      ],
      { url: '/en' },
    );
    const bar = screen.getByTestId('progress-bar');
    act(() => void router.navigate('/en/slow'));
    act(() => void vi.advanceTimersByTime(150));
    expect(bar).toHaveAttribute('data-status', 'waiting');
    act(() => void vi.advanceTimersByTime(150));
    expect(bar).toHaveAttribute('data-status', 'running');
    await act(async () => release());
    expect(screen.getByText('Slow page')).toBeVisible();
    expect(bar).toHaveAttribute('data-status', 'finished');
  });
});
