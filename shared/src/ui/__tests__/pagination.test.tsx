import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithLocale, setUpTestI18n } from '../../../testing';
import { Pagination } from '../pagination';

const hrefOf = (page: number) => `/fr/list?page=${page}`;

describe('pagination of a list', () => {
  it('links to the previous and next pages and says where the visitor is, in their language', () => {
    setUpTestI18n('fr');
    renderWithLocale(<Pagination page={2} pageCount={3} hrefOf={hrefOf} />, 'fr');
    const nav = screen.getByRole('navigation', { name: 'Pages de la liste' });
    expect(within(nav).getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/list?page=1');
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/list?page=3');
    expect(within(nav).getByText('Page 2 sur 3')).toHaveAttribute('aria-current', 'page');
  });

  it('offers no link past either end, and nothing at all for a single page', () => {
    setUpTestI18n('en');
    const { unmount } = renderWithLocale(<Pagination page={3} pageCount={3} hrefOf={hrefOf} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Previous page']);
    unmount();
    renderWithLocale(<Pagination page={1} pageCount={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('numbered pages', () => {
  it('links the first, the last and two pages on each side of the current one, in the page language', () => {
    setUpTestI18n('nl');
    renderWithLocale(
      <Pagination page={6} pageCount={20} hrefOf={hrefOf} numbered label="Pagina's met resultaten" />,
      'nl',
    );
    const nav = screen.getByRole('navigation', { name: "Pagina's met resultaten" });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vorige pagina', '1', '4', '5', '7', '8', '20', 'Volgende pagina']);
    expect(within(nav).getByRole('link', { name: 'Pagina 8' })).toHaveAttribute('href', '/fr/list?page=8');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Pagina 6');
  });
});
