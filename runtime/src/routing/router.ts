// React Router reaches every app through this module. @court/runtime is a Module Federation singleton, so all
// apps share one router; and because only what is listed here is bundled, the site ships the part of React
// Router it uses instead of the whole package (shared modules are not tree-shaken by the federation runtime).
export {
  createBrowserRouter,
  data,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  ScrollRestoration,
  useActionData,
  useHref,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { ActionFunctionArgs, LoaderFunctionArgs, NavigateOptions, RouteObject, To } from 'react-router';
