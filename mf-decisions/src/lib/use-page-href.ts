import { useLocation } from '@court/runtime';

/**
 * The address of another page of the list shown: the same path and filters, without the judgment the visitor
 * was sent to (`id`), and without `page` for the first page.
 */
export function usePageHref(): (page: number) => string {
  const location = useLocation();
  return (page) => {
    const search = new URLSearchParams(location.search);
    search.delete('id');
    if (page === 1) search.delete('page');
    else search.set('page', String(page));
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
}

/** How many pages a list of `total` items has at `pageSize` a page (one at least). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
