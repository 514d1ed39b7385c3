import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { SorryPage } from '../routes/sorry-page';

const FAILED_PAGE = decisionsPaths.judgments();

// `/sorry` sits outside the language prefix; here it is matched by the test router's `/:lang` route.
const routes = [
  { index: true, element: <SorryPage /> },
  { path: FAILED_PAGE, element: <h1>Judgments</h1> },
];

describe('the server error page', () => {
  beforeEach(() => setUpTestI18n('en'));

  it('"refresh" goes back to the page that failed, since reloading /sorry would only show it again', async () => {
    const { router } = renderRoutes(routes, { url: '/sorry', previous: [localizedPath('en', FAILED_PAGE)] });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(router.state.location.pathname).toBe(localizedPath('en', FAILED_PAGE));
  });

  it('reached directly, "refresh" reloads it', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    renderRoutes(routes, { url: '/sorry' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
