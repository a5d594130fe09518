export {
  AUTH_NOT_INITIALISED,
  AuthContext,
  type AuthContextValue,
  type FirebaseSessionState,
  useAuth,
  useFirebaseSession,
} from './auth-context';
export { type FirebaseEnv, readFirebaseSettings } from './config';
export { borrarDatosDelUsuario, COLECCIONES_DEL_USUARIO } from './datos-usuario';
export { type FirebaseInit, type FirebaseServices, getFirebase, initFirebase } from './firebase';
export { safeRedirect } from './safe-redirect';
export { aFecha, NO_HAY_USUARIO, type Sesion, sesionActual } from './sesion';
export {
  Cargando,
  ConexionError,
  ConfirmDialog,
  Dialog,
  ErrorCard,
  Field,
  type FieldControlProps,
  PageHeader,
} from './ui';
