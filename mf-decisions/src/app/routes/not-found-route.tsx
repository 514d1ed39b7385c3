import { data } from '@court/runtime';

/** Any other path under the section's segments: the site's 404. */
export function loader(): never {
  throw data('This page could not be found', { status: 404 });
}

export function Component() {
  return null;
}
