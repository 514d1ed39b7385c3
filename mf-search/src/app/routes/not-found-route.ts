import { data } from '@court/runtime';

/** Route module of an unknown `/search/…` path: the section's 404. */
export function loader(): never {
  throw data('This page could not be found', { status: 404 });
}

export function Component() {
  return null;
}
