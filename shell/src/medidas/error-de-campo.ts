import { type ErrorDeCampo, limpiarMensaje, marcoSuperior } from 'medidas-de-campo';
import type { ErrorAnotado } from './errores';

// Loaded by ./medir.ts with a page's first error: most loads have none, and go without this code.

/** An error as a batch carries it, scrubbed: a load failing (a remote, a chunk) is its own kind, whoever saw it. */
export function errorDeCampo({ tipo, error }: ErrorAnotado): ErrorDeCampo {
  const e = error instanceof Error ? error : null;
  const mensaje = e ? `${e.name}: ${e.message}` : String(error);
  const deCarga = /^(ChunkLoadError|RemoteNoDisponible)|Loading (CSS )?chunk|dynamically imported module/.test(mensaje);
  return { tipo: deCarga ? 'remoto' : tipo, mensaje: limpiarMensaje(mensaje), marco: marcoSuperior(e?.stack) };
}
