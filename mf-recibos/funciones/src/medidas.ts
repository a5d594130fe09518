// /api/medidas: field data from the app's browsers (docs/rendimiento.md, «Datos de campo»). A
// batch is checked (medidas-de-campo's leerLote), sampled, limited per client, and added into
// day/route/remote-version histograms and error groups in one commit. Nothing of a page load is
// kept: no sample, no address, no time of day. Deployed from this folder's codebase, the app's
// one functions runtime (docs/decisiones/034).
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  BYTES_POR_LOTE,
  comoDocumento,
  diaDe,
  LOTES_POR_MINUTO,
  leerLote,
  MUESTREO,
  sumasDelLote,
} from 'medidas-de-campo';

/** 204: taken (or left out by the sample); each refusal stores nothing. */
export type Respuesta = { estado: 204 | 400 | 405 | 413 | 429; motivo?: string };

/**
 * Batches per client and minute, in this instance's memory only. A client is the address the
 * request came from, never stored; a client that hides it evades its own limit but not the
 * function's ceiling (its instances × concurrency).
 */
export class Limitador {
  private minuto = -1;
  private cuentas = new Map<string, number>();
  constructor(private readonly porMinuto = LOTES_POR_MINUTO) {}

  admite(cliente: string, ahora: Date): boolean {
    const minuto = Math.floor(ahora.getTime() / 60_000);
    if (minuto !== this.minuto) {
      this.minuto = minuto;
      this.cuentas.clear();
    }
    const cuenta = (this.cuentas.get(cliente) ?? 0) + 1;
    this.cuentas.set(cliente, cuenta);
    return cuenta <= this.porMinuto;
  }
}

export type Peticion = { metodo: string; cuerpo: Buffer | string | undefined; cliente: string };

export async function recibirMedidas(
  db: Firestore,
  peticion: Peticion,
  { limitador, remotos, ahora = new Date() }: { limitador: Limitador; remotos: readonly string[]; ahora?: Date },
): Promise<Respuesta> {
  if (peticion.metodo !== 'POST') return { estado: 405 };
  const bytes =
    typeof peticion.cuerpo === 'string' ? Buffer.from(peticion.cuerpo) : (peticion.cuerpo ?? Buffer.alloc(0));
  if (bytes.length > BYTES_POR_LOTE) return { estado: 413, motivo: 'demasiado grande' };
  if (!limitador.admite(peticion.cliente, ahora)) return { estado: 429, motivo: 'demasiados lotes' };
  const lote = leerLote(bytes.toString('utf8'), remotos);
  if ('rechazo' in lote) return { estado: 400, motivo: lote.rechazo };
  if (lote.muestra >= MUESTREO) return { estado: 204 };
  const commit = db.batch();
  for (const suma of sumasDelLote(lote, diaDe(ahora))) {
    commit.set(
      db.collection(suma.coleccion).doc(suma.id),
      comoDocumento(suma, (n) => FieldValue.increment(n)),
      {
        merge: true,
      },
    );
  }
  await commit.commit();
  return { estado: 204 };
}
