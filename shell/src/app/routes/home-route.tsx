import { HomePage } from '../../features/home/home-page';

/** Lazy route module of the home page. */
export const Component = HomePage;
