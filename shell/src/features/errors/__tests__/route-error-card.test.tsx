import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { data, type RouteObject } from '@court/runtime';
import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { RouteErrorCard } from '../route-error-card';

function Crash(): never {
  throw new Error('render failed in the section');
}

const sectionRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorCard scope="section" />,
    children: [
      {
        path: 'rule/gone',
        loader: () => {
          throw data('Not here', { status: 404 });
        },
        element: <p>never</p>,
      },
      { path: 'rule/crash', Component: Crash },
    ],
  },
];

describe('errors inside a section', () => {
  beforeEach(() => {
    setUpTestI18n('en');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('a section that throws while rendering shows the error card with refresh and home', async () => {
    renderRoutes(sectionRoutes, { url: '/en/rule/crash' });
    expect(
      await screen.findByRole('heading', { name: 'This part of the site is temporarily unavailable' }),
    ).toBeVisible();
    expect(screen.getByText('Error: render failed in the section')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('a 404 raised by a section is shown as "page not found" with its status', async () => {
    renderRoutes(sectionRoutes, { url: '/en/rule/gone' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('Error 404')).toBeVisible();
    expect(screen.getByText('This page could not be found')).toBeVisible();
  });
});
