import { localizedPath, type Locale } from '@court/runtime';
import type { MenuItem } from '../../config/menu';

interface Here {
  pathname: string;
  hash: string;
}

/**
 * Whether a menu link is the page being shown. A link with an anchor is current only on that anchor; a link
 * without one only when no anchor is shown, so one menu never marks two links as the current page.
 */
export function isCurrentPath(locale: Locale, path: string, here: Here): boolean {
  const [page, anchor] = path.split('#');
  if (localizedPath(locale, page) !== here.pathname) return false;
  return anchor ? here.hash === `#${anchor}` : here.hash === '';
}

/**
 * Whether the page being shown lies in a group of links (to highlight its top menu): one of its pages or a
 * page below one, or the overview its pages share (`/rule` for the Rules menu).
 */
export function containsPath(locale: Locale, items: readonly MenuItem[], pathname: string): boolean {
  return items.some((item) => {
    if (item.path) {
      const page = item.path.split('#')[0] ?? '';
      const base = localizedPath(locale, page);
      if (pathname === base || pathname.startsWith(`${base}/`)) return true;
      const parent = page.split('/').slice(0, -1).join('/');
      if (parent && pathname === localizedPath(locale, parent)) return true;
    }
    return item.children ? containsPath(locale, item.children, pathname) : false;
  });
}
