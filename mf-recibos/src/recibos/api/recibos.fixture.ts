// Test fixture for the emulator tests that drive this data module: a receipt as the form sends
// it, a receipt as stored now, and the commit that creates one.
import {
  anioDeLaSerie,
  codigoNuevo,
  numeroTomado,
  reciboEmitido,
  rutaDeLaVerificacion,
  rutaDelContador,
  verificacionDe,
} from 'dominio-recibos';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import type { usarReglas } from 'tooling/emulator-env';
import type { ReciboInput } from '../types';
import { camposRecibo, obtenerRecibo } from './recibos';

/** An ordinary one-line receipt with concept `concepto`. */
export const entrada = (concepto: string): ReciboInput => ({
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana Emisora' },
  pagador: { nombre: 'Beto Pagador' },
  concepto,
  lineas: [{ descripcion: 'Clase', cantidad: 1, precioUnitario: 1000 }],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: [],
  notas: '',
});

/** Receipt `id` as stored now (the caller's), or a failure if it does not exist. */
export async function actual(id: string) {
  const recibo = await obtenerRecibo(id);
  if (!recibo) throw new Error(`falta el recibo ${id}`);
  return recibo;
}

/**
 * Receipt `numero` of `uid` created as crearRecibo commits it, as `db`'s user: the counter moved,
 * the fields stored, its verification (code `codigo`) with it.
 */
export function creacion(
  db: ReturnType<ReturnType<typeof usarReglas>['como']>,
  uid: string,
  numero: number,
  id: string,
  input: ReciboInput,
  extra: Record<string, unknown> = {},
  codigo = codigoNuevo(),
) {
  const batch = writeBatch(db);
  const campos = { ...camposRecibo(input), ...extra };
  batch.set(doc(db, ...rutaDelContador(uid, anioDeLaSerie(input.fecha))), numeroTomado(numero, id));
  batch.set(doc(db, `users/${uid}/recibos/${id}`), reciboEmitido(campos, numero, serverTimestamp(), codigo));
  batch.set(
    doc(db, ...rutaDeLaVerificacion(codigo)),
    verificacionDe(id, { ...camposRecibo(input), numero, estado: 'emitido' }, serverTimestamp()),
  );
  return batch;
}
