import { lazy, Suspense } from 'react';
import { ConexionError, configuracionFirebase } from 'shared-firebase';
import { BrowserRouter, Route, Routes } from 'shared-firebase/router';
import { RemotePage } from '../federation/RemotePage';
import '../layout/layout.css';
import { Avisos } from './Avisos';
import { ConDatos } from './ConDatos';

// Everything behind a session (Auth, SWR, the layout) loads on first need: the public receipt
// never downloads Firebase Auth (README "Medidas").
const ZonaConSesion = lazy(() => import('./ZonaConSesion'));

export function App({ configurado = configuracionFirebase().ok }: { configurado?: boolean }) {
  return configurado ? (
    <BrowserRouter>
      <Avisos />
      <Routes>
        <Route
          path="/recibos/view/:token"
          element={
            <ConDatos>
              <RemotePage remote="mf_recibos" module="ReciboPublicoPage" label="el recibo" />
            </ConDatos>
          }
        />
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <ZonaConSesion />
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  ) : (
    <ConexionError />
  );
}
