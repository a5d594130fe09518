// Data access for users/{uid}/etiquetas.
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  deleteDoc,
  deleteField,
  doc,
  type Firestore,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  sesionActual,
  writeBatch,
} from 'shared-firebase/firestore';
import { esColorPropio } from '../colores';
import type { Etiqueta, EtiquetaInput } from '../types';
import { limpiarEtiqueta } from '../validacion';
import { logged } from './logged';

export function etiquetasRef(db: Firestore, uid: string) {
  return collection(db, 'users', uid, 'etiquetas');
}

export function etiquetaFromDoc(snapshot: DocumentSnapshot): Etiqueta {
  const data = snapshot.data() ?? {};
  const etiqueta: Etiqueta = {
    id: snapshot.id,
    nombre: String(data.nombre ?? ''),
    color: String(data.color ?? ''),
    createdAt: aFecha(data.createdAt),
    updatedAt: aFecha(data.updatedAt),
  };
  if (typeof data.descripcion === 'string') etiqueta.descripcion = data.descripcion;
  return etiqueta;
}

export async function listarEtiquetas(): Promise<Etiqueta[]> {
  const { db, uid } = sesionActual();
  const snapshot = await getDocs(query(etiquetasRef(db, uid), orderBy('nombre')));
  return snapshot.docs.map(etiquetaFromDoc);
}

/**
 * A label that names a custom colour touches that colour in the same commit (its updatedAt), as
 * firestore.rules require: a colour deletion that read the colour before then fails its
 * precondition and starts over, so it never leaves this label pointing at a deleted colour.
 */
function tocarColor(batch: ReturnType<typeof writeBatch>, db: Firestore, uid: string, color: string) {
  if (esColorPropio(color)) batch.update(doc(db, 'users', uid, 'colores', color), { updatedAt: serverTimestamp() });
}

export function crearEtiqueta(input: EtiquetaInput): Promise<Etiqueta> {
  return logged('Error al crear etiqueta', async () => {
    const { db, uid } = sesionActual();
    const campos = limpiarEtiqueta(input);
    const ref = doc(etiquetasRef(db, uid));
    const batch = writeBatch(db);
    batch.set(ref, { ...campos, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    tocarColor(batch, db, uid, campos.color);
    await batch.commit();
    const now = new Date();
    return { id: ref.id, ...campos, createdAt: now, updatedAt: now };
  });
}

/** Replaces the caller-editable fields; returns them as stored (a cleared description is removed). */
export function actualizarEtiqueta(id: string, input: EtiquetaInput): Promise<EtiquetaInput & { updatedAt: Date }> {
  return logged('Error al actualizar etiqueta', async () => {
    const { db, uid } = sesionActual();
    const campos = limpiarEtiqueta(input);
    const batch = writeBatch(db);
    batch.update(doc(etiquetasRef(db, uid), id), {
      nombre: campos.nombre,
      color: campos.color,
      descripcion: campos.descripcion ?? deleteField(),
      updatedAt: serverTimestamp(),
    });
    tocarColor(batch, db, uid, campos.color);
    await batch.commit();
    return { ...campos, updatedAt: new Date() };
  });
}

export function eliminarEtiqueta(id: string): Promise<void> {
  return logged('Error al eliminar etiqueta', async () => {
    const { db, uid } = sesionActual();
    await deleteDoc(doc(etiquetasRef(db, uid), id));
  });
}
