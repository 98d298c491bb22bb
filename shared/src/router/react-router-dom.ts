/**
 * What the page shares as `react-router-dom` (shared/build/singletons.mjs): the
 * declarative router every app uses, re-exported from react-router.
 *
 * A shared module cannot be tree-shaken (any remote may ask for any export),
 * so sharing the real package ships all of react-router 7 to every page: data
 * routers, server rendering, cookies and sessions, about 59 KB gzipped. This
 * file names the exports the apps use, and the build shakes the rest. An app
 * that needs another export adds it here (StaticRouter and matchRoutes are the
 * shell's render server's; Navigate moves a post opened at an old address); `router-exports.test.ts` fails when
 * an app imports one that is missing. (Tests run without federation and import
 * the real package, so MemoryRouter and the like need no place here.) Never import 'react-router'
 * directly in an app: it is not shared, so its contexts would be a second copy.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router'
