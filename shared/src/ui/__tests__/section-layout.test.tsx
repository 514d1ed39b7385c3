import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithLocale, setUpTestI18n } from '../../../testing';
import { SectionLayout } from '../section-layout';

const links = [
  { to: '/en', label: 'Overview', end: true },
  { to: '/en/judgments', label: 'Judgments' },
];

describe("a section's page layout", () => {
  it('names its navigation after the heading and marks the current page', () => {
    setUpTestI18n('en');
    renderWithLocale(
      <SectionLayout crumbs={[{ label: 'Decisions' }]} nav={{ id: 'nav-title', heading: 'Decisions', links }}>
        <h1>Page</h1>
      </SectionLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Decisions' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Judgments' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('puts the navigation after the page when asked, and leaves it out without one', () => {
    setUpTestI18n('en');
    const { unmount } = renderWithLocale(
      <SectionLayout crumbs={[]} nav={{ id: 'nav-title', heading: 'Decisions', links, position: 'end' }}>
        <h1>Page</h1>
      </SectionLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Decisions' });
    expect(heading.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    renderWithLocale(
      <SectionLayout crumbs={[]}>
        <h1>Page</h1>
      </SectionLayout>,
    );
    expect(screen.queryByRole('navigation', { name: 'Decisions' })).not.toBeInTheDocument();
  });
});
