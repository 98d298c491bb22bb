/**
 * What the page shares as `react-router-dom` (shared/build/singletons.mjs): the
 * declarative router every app uses, re-exported from react-router.
 *
 * A shared module cannot be tree-shaken (any remote may ask for any export),
 * so sharing the real package ships all of react-router 7 to every page: data
 * routers, server rendering, cookies and sessions, about 59 KB gzipped. This
 * file names the exports the apps may use, and the build shakes the rest.
 * An app that needs another export adds it here; `router-exports.test.ts`
 * fails when an app imports one that is missing. Never import 'react-router'
 * directly in an app: it is not shared, so its contexts would be a second copy.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router'
