import { ERRORES_POR_LOTE, type TipoDeError } from 'medidas-de-campo';

// Errors from the first moment of the page, before the measuring code loads (it loads after the
// page's content: ./medir.ts, which reads and scrubs them). Kept as they came, and few.

export type ErrorAnotado = { tipo: TipoDeError; error: unknown };

/** More are one loop throwing: a batch carries no more. */
const pendientes: ErrorAnotado[] = [];
let receptor: ((anotado: ErrorAnotado) => void) | null = null;

export function anotarError(tipo: TipoDeError, error: unknown): void {
  if (receptor) receptor({ tipo, error });
  else if (pendientes.length < ERRORES_POR_LOTE) pendientes.push({ tipo, error });
}

/** Run first by the entry: uncaught errors and unhandled rejections from then on. */
export function escucharErrores(): void {
  addEventListener('error', (evento) => anotarError('error', evento.error ?? evento.message));
  addEventListener('unhandledrejection', (evento) => anotarError('promesa', evento.reason));
}

/** The measuring code takes the errors seen so far, and each one after. */
export function recibirErrores(alRecibir: (anotado: ErrorAnotado) => void): void {
  receptor = alRecibir;
  for (const anotado of pendientes.splice(0)) alRecibir(anotado);
}
