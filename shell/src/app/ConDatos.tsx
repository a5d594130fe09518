import type { ReactNode } from 'react';
import { diferido, useDiferido } from './carga-diferida';
import { esAcceso } from './rutas';

const datosPorUsuario = diferido(() => import('./DatosPorUsuario'));
// Pages with data are most starts: fetch SWR at once there, never on /login or /register.
if (!esAcceso(window.location.pathname)) datosPorUsuario.precargar().catch(() => {});

/** Wraps the routes whose pages load data (everything but /login and /register) in SWR. */
export function ConDatos({ children }: { children: ReactNode }) {
  const DatosPorUsuario = useDiferido(datosPorUsuario);
  return DatosPorUsuario ? <DatosPorUsuario>{children}</DatosPorUsuario> : null;
}
