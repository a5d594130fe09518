import type { TipoDeError } from 'medidas-de-campo';

// Errors from the first moment of the page, before the measuring code loads (it loads after the
// page's content: ./medir.ts). Kept raw and few here; scrubbed there, before anything leaves.

export type ErrorEnBruto = { tipo: TipoDeError; mensaje: string; pila: string };

/** More are one loop throwing: a batch carries five (medidas-de-campo's ERRORES_POR_LOTE). */
const GUARDADOS = 5;
const pendientes: ErrorEnBruto[] = [];
let receptor: ((error: ErrorEnBruto) => void) | null = null;

/** A load failing (a remote, a chunk): its own kind, whichever boundary or listener saw it. */
const esDeCarga = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    error.name === 'RemoteNoDisponible' ||
    /Loading (CSS )?chunk|dynamically imported module|Failed to fetch/.test(error.message));

export function anotarError(tipo: TipoDeError, error: unknown): void {
  const enBruto: ErrorEnBruto = {
    tipo: esDeCarga(error) ? 'remoto' : tipo,
    mensaje: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000),
    pila: (error instanceof Error ? (error.stack ?? '') : '').slice(0, 4000),
  };
  if (receptor) receptor(enBruto);
  else if (pendientes.length < GUARDADOS) pendientes.push(enBruto);
}

/** Run first by the entry: uncaught errors and unhandled rejections from then on. */
export function escucharErrores(): void {
  window.addEventListener('error', (evento) => anotarError('error', evento.error ?? evento.message));
  window.addEventListener('unhandledrejection', (evento) => anotarError('promesa', evento.reason));
}

/** The measuring code takes the errors seen so far, and each one after. */
export function recibirErrores(alRecibir: (error: ErrorEnBruto) => void): void {
  receptor = alRecibir;
  for (const error of pendientes.splice(0)) alRecibir(error);
}
