// shared-firebase/router: exactly the router API the app uses, shared as one module (a shared
// package is bundled whole; react-router-dom whole is ~60 kB gzip, this list a fraction of it).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
