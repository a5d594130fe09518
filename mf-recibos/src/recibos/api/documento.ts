// A receipt as stored in users/{uid}/recibos: its references, the fields written for what the
// user typed, and the receipt read back.

import {
  anioDeLaSerie,
  type ReferenciaDeRecibo,
  rutaDeLaEdicion,
  rutaDelCierre,
  rutaDelContador,
} from 'dominio-recibos';
import {
  aFecha,
  collection,
  type DocumentData,
  type DocumentSnapshot,
  doc,
  type Firestore,
} from 'shared-firebase/firestore';
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { terminosDeBusqueda } from '../busqueda';
import { totalRecibo } from '../dinero';
import type { Alquiler, Compartido, Emisor, EstadoRecibo, Persona, Recibo, ReciboInput } from '../types';

export const recibosRef = (db: Firestore, uid: string) => collection(db, 'users', uid, 'recibos');
/** The counter of the series of a receipt dated `fecha` (one per year). */
export const contadorRef = (db: Firestore, uid: string, fecha: string) =>
  doc(db, ...rutaDelContador(uid, anioDeLaSerie(fecha)));
/** The mark of a closed series (an account deletion under way). */
export const cierreRef = (db: Firestore, uid: string) => doc(db, ...rutaDelCierre(uid));
/** A receipt's edit record (dominio-recibos, `edicion`): its rules check the receipt's amounts. */
export const edicionRef = (db: Firestore, uid: string, reciboId: string) => doc(db, ...rutaDeLaEdicion(uid, reciboId));

/** A text as stored: trimmed; with nothing visible it is absent (optional) or empty (refused). */
export const texto = (t: string | undefined) => {
  const limpio = recortar(t ?? '');
  return tieneTextoVisible(limpio) ? limpio : '';
};

function persona(p: Persona, conEmail: boolean): Persona {
  const limpia: Persona = { nombre: texto(p.nombre) };
  if (texto(p.documento)) limpia.documento = texto(p.documento);
  if (conEmail && texto(p.email)) limpia.email = texto(p.email);
  return limpia;
}

function emisorDe(e: Emisor): Emisor {
  const limpio: Emisor = persona(e, false);
  if (texto(e.direccion)) limpio.direccion = texto(e.direccion);
  if (texto(e.contacto)) limpio.contacto = texto(e.contacto);
  if (e.firma) limpio.firma = e.firma;
  return limpio;
}

/** The optional top-level fields a receipt's content may have, and an edit may take away. */
export const OPCIONALES_DEL_CONTENIDO = ['alquiler', 'recibi'] as const;

/** The stored fields for what the user typed: trimmed, total computed, search terms derived. */
export function camposRecibo(input: ReciboInput, etiquetasExistentes?: ReadonlySet<string>) {
  const pagador = persona(input.pagador, true);
  const concepto = texto(input.concepto);
  const lineas = input.lineas.map((l) => ({
    descripcion: texto(l.descripcion),
    cantidad: l.cantidad,
    precioUnitario: l.precioUnitario,
  }));
  return {
    fecha: input.fecha,
    emisor: emisorDe(input.emisor),
    pagador,
    concepto,
    lineas,
    // validarRecibo keeps it within TOTAL_MAX, a safe integer.
    total: Number(totalRecibo(lineas)),
    moneda: input.moneda,
    metodoPago: input.metodoPago,
    // Labels deleted since are dropped on save.
    etiquetas: [...new Set(input.etiquetas)].filter((id) => !etiquetasExistentes || etiquetasExistentes.has(id)),
    notas: recortar(input.notas),
    busqueda: terminosDeBusqueda(pagador.nombre, concepto),
    ...(input.alquiler
      ? {
          alquiler: {
            inmueble: texto(input.alquiler.inmueble),
            desde: input.alquiler.desde,
            hasta: input.alquiler.hasta,
          },
        }
      : {}),
    ...(input.recibi ? { recibi: true as const } : {}),
  };
}

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
    createdAt: aFecha(d.createdAt),
    updatedAt: aFecha(d.updatedAt),
  };
}
