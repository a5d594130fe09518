export {
  AUTH_NOT_INITIALISED,
  AuthContext,
  type AuthContextValue,
  type FirebaseSessionState,
  useAuth,
  useFirebaseSession,
} from './auth-context';
export { type FirebaseEnv, readFirebaseSettings } from './config';
export { type FirebaseInit, type FirebaseServices, getFirebase, initFirebase } from './firebase';
export { safeRedirect } from './safe-redirect';
export { Cargando, ConexionError, ConfirmDialog, Dialog, ErrorCard, PageHeader } from './ui';
