/**
 * How shared code moves the visitor (to /sorry, to the login page). The shell registers its router's navigate
 * function at start; before that, or in a section running alone, a full page load is used.
 */
export type SiteNavigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: SiteNavigate = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

export function setNavigator(fn: SiteNavigate): void {
  navigate = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigate(path, options);
}
