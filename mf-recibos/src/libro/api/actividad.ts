// What a person with access did in the book, for its owner: the receipts they issued, voided, sent
// by e-mail and downloaded or printed, as the book's own documents record it (a receipt's
// `emitidoPor`, `anuladoPor` and `salida.por`, a sending's `por`). One equality and one order per
// query, each with its composite index (firestore.indexes.json), newest first, the latest of each.

import { COLECCION_ENVIOS, formatearNumero } from 'dominio-recibos';
import {
  aFecha,
  collection,
  type DocumentData,
  getDocs,
  limit,
  orderBy,
  query,
  sesionActual,
  where,
} from 'shared-firebase/firestore';

/** How many of each kind are read: the owner sees the latest, not an archive. */
export const ACTIVIDAD_POR_TIPO = 20;

export interface Hecho {
  reciboId: string;
  /** As printed, R-2026-0007. */
  numero: string;
  /** When, where the documents say it: issued, sent, downloaded; a void records who, not when. */
  en: Date | null;
}

export interface Actividad {
  emitidos: Hecho[];
  anulados: Hecho[];
  /** Its sendings, each with the payer's address it went to. */
  enviados: Array<Hecho & { para: string }>;
  /** Downloaded or printed first by them (the mark that the receipt left the app). */
  descargados: Hecho[];
}

const numeroDe = (d: DocumentData) => formatearNumero(Number(d.numero), String(d.fecha));

/** The activity of person `uid` in the signed-in owner's book. */
export async function actividadDe(uid: string): Promise<Actividad> {
  const { db, libro } = sesionActual();
  const recibos = collection(db, 'users', libro, 'recibos');
  const ultimos = limit(ACTIVIDAD_POR_TIPO);
  const [emitidos, anulados, descargados, enviados] = await Promise.all([
    getDocs(query(recibos, where('emitidoPor.uid', '==', uid), orderBy('createdAt', 'desc'), ultimos)),
    getDocs(query(recibos, where('anuladoPor.uid', '==', uid), orderBy('updatedAt', 'desc'), ultimos)),
    getDocs(query(recibos, where('salida.por', '==', uid), orderBy('salida.en', 'desc'), ultimos)),
    getDocs(
      query(
        collection(db, 'users', libro, COLECCION_ENVIOS),
        where('por.uid', '==', uid),
        orderBy('creadoEn', 'desc'),
        ultimos,
      ),
    ),
  ]);
  // A sending names its receipt by id: its number is read from the receipts already here, or
  // shown as the id's receipt when not among them.
  const numeros = new Map(
    [...emitidos.docs, ...anulados.docs, ...descargados.docs].map((d) => [d.id, numeroDe(d.data())]),
  );
  return {
    emitidos: emitidos.docs.map((d) => ({
      reciboId: d.id,
      numero: numeroDe(d.data()),
      en: aFecha(d.get('createdAt')),
    })),
    anulados: anulados.docs.map((d) => ({ reciboId: d.id, numero: numeroDe(d.data()), en: null })),
    // The sending function marks what it sends naming them too: those are among `enviados`.
    descargados: descargados.docs
      .filter((d) => d.get('salida.via') !== 'correo')
      .map((d) => ({ reciboId: d.id, numero: numeroDe(d.data()), en: aFecha(d.get('salida.en')) })),
    enviados: enviados.docs.map((d) => {
      const reciboId = String(d.get('reciboId') ?? '');
      return {
        reciboId,
        numero: numeros.get(reciboId) ?? '',
        en: aFecha(d.get('creadoEn')),
        para: String(d.get('para') ?? ''),
      };
    }),
  };
}
