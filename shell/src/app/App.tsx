import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ConexionError, type FirebaseInit, initFirebase, useAuth } from 'shared-firebase';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../auth/AuthProvider';
import '../layout/layout.css';
import { AppRoutes } from './AppRoutes';
import { swrDefaults } from './swr-config';
import { toasterProps } from './toaster-config';

/**
 * A fresh SWR cache per signed-in user: signing out or switching account can never show the
 * previous account's cached data (the whole cache goes with the old key).
 */
function UserScopedData({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <SWRConfig key={user?.uid ?? 'anonimo'} value={{ ...swrDefaults, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}

export function App({ firebase = initFirebase() }: { firebase?: FirebaseInit }) {
  return (
    <>
      <Toaster {...toasterProps} />
      {firebase.ok ? (
        <BrowserRouter>
          <AuthProvider auth={firebase.services.auth}>
            <UserScopedData>
              <AppRoutes />
            </UserScopedData>
          </AuthProvider>
        </BrowserRouter>
      ) : (
        <ConexionError />
      )}
    </>
  );
}
