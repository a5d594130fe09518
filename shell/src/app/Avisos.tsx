import { useState } from 'react';
import { useLocation } from 'shared-firebase/router';
import type { ToasterProps } from 'sonner';
import { diferido, useDiferido } from './carga-diferida';
import { esAcceso, esReciboPublico } from './rutas';
import { toasterProps } from './toaster-config';

const toaster = diferido<ToasterProps>(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Routes whose pages never toast: no sonner there until the user moves on (docs/rendimiento.md). */
const sinAvisos = (ruta: string) => esAcceso(ruta) || esReciboPublico(ruta);

/**
 * The toaster (spec settings), mounted from the first route that can toast and kept from then on,
 * so a toast shown just before navigating to /login (e.g. account deleted) is still seen.
 */
export function Avisos() {
  const { pathname } = useLocation();
  const [montado, setMontado] = useState(false);
  const mostrar = montado || !sinAvisos(pathname);
  if (mostrar && !montado) setMontado(true);
  return mostrar ? <Toaster /> : null;
}

function Toaster() {
  const Cargado = useDiferido(toaster);
  return Cargado ? <Cargado {...toasterProps} /> : null;
}
