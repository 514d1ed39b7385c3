import { redirect, translationsLoader, type LoaderFunctionArgs, type RouteObject } from '@court/runtime';
import { AUTH_NAMESPACE } from './config';
import { requireAuth } from './require-auth';

/**
 * The login area, owned by the shell: `/auth/*`, `/logout` and the protected `/admin` pages. Every page is a
 * lazy module; the protected ones first pass the guard (401 error card for a visitor who is not logged in).
 */
export const authRoutes: RouteObject[] = [
  {
    id: 'auth-area',
    loader: translationsLoader(AUTH_NAMESPACE),
    children: [
      {
        path: 'auth',
        children: [
          { index: true, loader: ({ params }: LoaderFunctionArgs) => redirect(`/${params.lang}/auth/login`) },
          { path: 'login', lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'callback',
            lazy: () => import('./pages/callback-page').then((m) => ({ Component: m.CallbackPage })),
          },
          { path: 'logout', lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })) },
          {
            path: 'FormWizard',
            loader: requireAuth,
            lazy: () => import('./wizard/form-wizard-page').then((m) => ({ Component: m.FormWizardPage })),
          },
        ],
      },
      {
        path: 'logout',
        lazy: () => import('./pages/logged-out-page').then((m) => ({ Component: m.LoggedOutPage })),
      },
      {
        path: 'admin',
        loader: requireAuth,
        children: [
          { index: true, lazy: () => import('./pages/admin-page').then((m) => ({ Component: m.AdminPage })) },
          {
            path: 'apage',
            lazy: () => import('./pages/identity-page').then((m) => ({ Component: m.IdentityPage })),
          },
        ],
      },
    ],
  },
];
