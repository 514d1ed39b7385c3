/** Resolves a path against this site alone: any origin would do, it never leaves this module. */
const HERE = 'http://site.invalid';

/**
 * Where a form of the site may send the visitor back: the path, query and fragment of `value` if it is a path
 * of this site, else the home page. A redirect to anything the visitor's form named would let another site
 * send people through this one to itself: `//host`, `/\host` and a path that resolves to one (`/.//host`) are
 * refused, as is every absolute address.
 */
export function sameSitePath(value: string | undefined): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return '/';
  }
  if (url.origin !== HERE || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
