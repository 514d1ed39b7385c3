import {
  localeOfParams,
  localizedPath,
  redirect,
  translationsLoader,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@court/runtime';
import { shellPaths } from '@court/site-map';
import { AUTH_NAMESPACE } from './config';
import { requireAuth } from './require-auth';

/** The folder of the login's pages, whose bare address only leads on to the login page. */
const LOGIN_FOLDER = shellPaths.loginArea();

/** A page's path relative to the route of the folder above it: `auth/login` below `auth` is `login`. */
const below = (folder: string, path: string) => path.slice(folder.length + 1);

/** The login page: the same for every visitor until its script sends them to the federal login. */
const loginRoute: RouteObject = {
  path: below(LOGIN_FOLDER, shellPaths.login()),
  lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
};

/** Where the provider sends the citizen after logging out there: the same for every visitor. */
const loggedOutRoute: RouteObject = {
  path: shellPaths.loggedOut(),
  lazy: () => import('./pages/logged-out-page').then((m) => ({ Component: m.LoggedOutPage })),
};

/** The login area's pages, with the texts they all need; `folder`: the pages of `/auth/`. */
const authArea = (folder: RouteObject[], others: RouteObject[]): RouteObject[] => [
  {
    id: 'auth-area',
    loader: translationsLoader(AUTH_NAMESPACE),
    children: [{ path: LOGIN_FOLDER, children: folder }, ...others],
  },
];

/**
 * The login area, owned by the shell: `/auth/*`, `/logout` and the protected `/admin` pages. Every page is a
 * lazy module; the protected ones first pass the guard (401 error card for a visitor who is not logged in).
 */
export const authRoutes: RouteObject[] = authArea(
  [
    {
      index: true,
      loader: ({ params }: LoaderFunctionArgs) => redirect(localizedPath(localeOfParams(params), shellPaths.login())),
    },
    loginRoute,
    {
      path: below(LOGIN_FOLDER, shellPaths.loginCallback()),
      lazy: () => import('./pages/callback-page').then((m) => ({ Component: m.CallbackPage })),
    },
    {
      path: below(LOGIN_FOLDER, shellPaths.logout()),
      lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
    },
    {
      path: below(LOGIN_FOLDER, shellPaths.formWizard()),
      loader: requireAuth,
      lazy: () => import('./wizard/form-wizard-page').then((m) => ({ Component: m.FormWizardPage })),
    },
  ],
  [
    loggedOutRoute,
    {
      path: shellPaths.admin(),
      loader: requireAuth,
      children: [
        { index: true, lazy: () => import('./pages/admin-page').then((m) => ({ Component: m.AdminPage })) },
        {
          path: below(shellPaths.admin(), shellPaths.adminPage()),
          lazy: () => import('./pages/identity-page').then((m) => ({ Component: m.IdentityPage })),
        },
      ],
    },
  ],
);

/**
 * The login area's pages that are the same for every visitor, which the site server draws (shell
 * first-screen build): the others depend on the visitor's login (the callback, the logout, the protected
 * pages), which only the browser knows.
 */
export const visitorIndependentAuthRoutes: RouteObject[] = authArea([loginRoute], [loggedOutRoute]);
