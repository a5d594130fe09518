import { rutaDe } from '../app/rutas';
import type { PaginaRemota } from './contratos';
import type { Precarga } from './runtime';

/**
 * Loads shared-firebase/firestore and shared-firebase/texto (the forms' text rules) ahead of the
 * data pages. It also makes the shell compile those entries: a shared module is provided by the
 * builds that import it, production remotes bring no copy of their own, and the page must use the
 * shell's (the one whose Firebase app registry Auth and Firestore both register with).
 */
export function precargarDatos(): void {
  for (const entrada of [import('shared-firebase/firestore'), import('shared-firebase/texto')]) {
    entrada.catch(() => {
      // A failed preload is retried by the page that needs it, which shows its own error.
    });
  }
}

/** One page's own module, as a preload (the contract types the pair; TS cannot follow the union). */
const precargaDe = ({ remoto, modulo }: PaginaRemota): Precarga => ({ remoto, modulos: [modulo] }) as Precarga;

/**
 * What the page being opened loads for sure — its own module and the other remotes' modules it
 * uses, from the route table — started by the entry before anything else (federation/arranque.ts).
 */
export function precargasAlArrancar(pathname: string): readonly Precarga[] {
  const ruta = rutaDe(pathname);
  return ruta ? [precargaDe(ruta), ...(ruta.tambien ?? [])] : [];
}

/** The same for a signed-in page, fetched ahead of navigation (the nav links). */
export function precargasDeRuta(pathname: string): readonly Precarga[] {
  return rutaDe(pathname)?.acceso === 'sesion' ? precargasAlArrancar(pathname) : [];
}

/** A start on a data page: Firestore now, in parallel with Auth restoring the session. */
export function precargarDatosDeRuta(pathname: string): void {
  if (rutaDe(pathname)?.acceso === 'sesion') precargarDatos();
}
