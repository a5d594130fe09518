// A receipt as stored in users/{uid}/recibos: its references, the fields written for what the
// user typed, and the receipt read back.

import {
  type Autor,
  anioDeLaSerie,
  type OrigenDelPlan,
  type ReferenciaDeRecibo,
  rutaDeLaEdicion,
  rutaDeLaVerificacion,
  rutaDelCierre,
  rutaDelContador,
  type ViaDeSalida,
} from 'dominio-recibos';
import {
  aFecha,
  collection,
  type DocumentData,
  type DocumentSnapshot,
  doc,
  type Firestore,
} from 'shared-firebase/firestore';
import type { Alquiler, Compartido, Emisor, EstadoRecibo, Persona, Recibo } from '../types';

export { camposRecibo, OPCIONALES_DEL_CONTENIDO, texto } from '../campos';

export const recibosRef = (db: Firestore, uid: string) => collection(db, 'users', uid, 'recibos');
/** The counter of the series of a receipt dated `fecha` (one per year). */
export const contadorRef = (db: Firestore, uid: string, fecha: string) =>
  doc(db, ...rutaDelContador(uid, anioDeLaSerie(fecha)));
/** The mark of a closed series (an account deletion under way). */
export const cierreRef = (db: Firestore, uid: string) => doc(db, ...rutaDelCierre(uid));
/** A receipt's edit record (dominio-recibos, `edicion`): its rules check the receipt's amounts. */
export const edicionRef = (db: Firestore, uid: string, reciboId: string) => doc(db, ...rutaDeLaEdicion(uid, reciboId));
/** A receipt's public verification document (dominio-recibos, verificacion.ts). */
export const verificacionRef = (db: Firestore, codigo: string) => doc(db, ...rutaDeLaVerificacion(codigo));

function compartidoDe(data: DocumentData | null | undefined): Compartido | null {
  if (!data) return null;
  return {
    token: String(data.token),
    createdAt: aFecha(data.createdAt),
    expiresAt: data.expiresAt ? aFecha(data.expiresAt) : null,
    revocado: data.revocado === true,
  };
}

/**
 * A stored receipt, read without checking it again: firestore.rules check its whole shape on every
 * write, and what an older document may lack has a default here (docs/seguridad.md, «Lo que se lee
 * de Firestore»).
 */
export function reciboDeDoc(snapshot: DocumentSnapshot): Recibo {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    numero: Number(d.numero),
    fecha: String(d.fecha),
    emisor: d.emisor as Emisor,
    pagador: d.pagador as Persona,
    concepto: String(d.concepto),
    lineas: d.lineas,
    total: Number(d.total),
    moneda: d.moneda,
    metodoPago: d.metodoPago,
    estado: d.estado as EstadoRecibo,
    etiquetas: (d.etiquetas as string[]) ?? [],
    notas: String(d.notas ?? ''),
    compartido: compartidoDe(d.compartido),
    ...(d.sustituye ? { sustituye: d.sustituye as ReferenciaDeRecibo } : {}),
    ...(d.sustituidoPor ? { sustituidoPor: d.sustituidoPor as ReferenciaDeRecibo } : {}),
    ...(d.motivoAnulacion ? { motivoAnulacion: String(d.motivoAnulacion) } : {}),
    ...(d.alquiler ? { alquiler: d.alquiler as Alquiler } : {}),
    ...(d.recibi === true ? { recibi: true } : {}),
    ...(d.plan ? { plan: d.plan as OrigenDelPlan } : {}),
    ...(typeof d.verificacion === 'string' ? { verificacion: d.verificacion } : {}),
    ...(d.emitidoPor ? { emitidoPor: d.emitidoPor as Autor } : {}),
    ...(d.anuladoPor ? { anuladoPor: d.anuladoPor as Autor } : {}),
    ...(d.salida
      ? {
          salida: {
            via: d.salida.via as ViaDeSalida,
            en: aFecha(d.salida.en),
            ...(typeof d.salida.por === 'string' ? { por: d.salida.por } : {}),
          },
        }
      : {}),
    createdAt: aFecha(d.createdAt),
    updatedAt: aFecha(d.updatedAt),
  };
}
