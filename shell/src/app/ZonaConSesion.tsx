import { ConexionError } from 'shared-firebase';
import { initFirebase } from 'shared-firebase/auth';
import { AuthProvider } from '../auth/AuthProvider';
import { AppRoutes } from './AppRoutes';

/** Every route but the public receipt: Firebase Auth and the session context. */
export default function ZonaConSesion() {
  const firebase = initFirebase();
  if (!firebase.ok) return <ConexionError />;
  return (
    <AuthProvider auth={firebase.services.auth}>
      <AppRoutes />
    </AuthProvider>
  );
}
