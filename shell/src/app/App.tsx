import { lazy, Suspense } from 'react';
import { ConexionError, configuracionFirebase } from 'shared-firebase';
import { BrowserRouter, Outlet, Route, Routes } from 'shared-firebase/router';
import { RemotePage } from '../federation/RemotePage';
import '../layout/layout.module.css';
import { layout } from '../layout/layout-diferido';
import { AnunciarRuta } from './AnunciarRuta';
import { Avisos } from './Avisos';
import { ConDatos } from './ConDatos';
import { ConReintento } from './ConReintento';
import { diferido, useDiferido } from './carga-diferida';
import { esAcceso, esReciboPublico, RUTAS } from './rutas';
import { useUbicacionAlDia } from './useUbicacionAlDia';

// Everything behind a session (Auth, SWR, the layout) loads on first need: the public receipt
// never downloads Firebase Auth (docs/rendimiento.md). Elsewhere it is requested right away, in
// parallel with the rest of start-up, rather than after the router has rendered.
const zonaConSesion = diferido(() => import('./ZonaConSesion'));
if (!esReciboPublico(window.location.pathname)) zonaConSesion.precargar().catch(() => {});
// The layout too, in parallel, where a signed-in page is likely (not on /login or /register).
if (!esReciboPublico(window.location.pathname) && !esAcceso(window.location.pathname))
  layout.precargar().catch(() => {});

// Development builds only: the banner of remotes overridden in this browser (federation/sobrescritura.ts).
const AvisoRemotosSustituidos =
  process.env.NODE_ENV === 'production' ? null : lazy(() => import('./AvisoRemotosSustituidos'));

function ZonaConSesion() {
  const Zona = useDiferido(zonaConSesion);
  return Zona ? <Zona /> : null;
}

/** The toaster and the route announcer follow the page shown, like everything under the routes. */
function Marco() {
  return (
    <>
      <ConReintento label="los avisos">
        <Avisos />
      </ConReintento>
      <AnunciarRuta />
      <ConReintento label="la página">
        <Outlet />
      </ConReintento>
    </>
  );
}

function Rutas() {
  return (
    <Routes location={useUbicacionAlDia()}>
      <Route element={<Marco />}>
        {RUTAS.filter((r) => r.acceso === 'sin-sesion').map((r) => (
          <Route
            key={r.ruta}
            path={r.ruta}
            element={
              <ConDatos>
                <RemotePage pagina={r} label={r.nombre} />
              </ConDatos>
            }
          />
        ))}
        <Route path="*" element={<ZonaConSesion />} />
      </Route>
    </Routes>
  );
}

export function App({ configurado = configuracionFirebase().ok }: { configurado?: boolean }) {
  return configurado ? (
    <BrowserRouter>
      {AvisoRemotosSustituidos && (
        <Suspense fallback={null}>
          <AvisoRemotosSustituidos />
        </Suspense>
      )}
      <Rutas />
    </BrowserRouter>
  ) : (
    <ConexionError />
  );
}
