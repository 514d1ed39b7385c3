import { SearchIndexPage } from '../../features/search-index/components/search-index-page';

/** Route module of `/search`. */
export const Component = SearchIndexPage;
