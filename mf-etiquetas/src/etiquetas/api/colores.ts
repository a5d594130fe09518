// Data access for users/{uid}/colores, including the batches that keep labels consistent.
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  sesionActual,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'shared-firebase/firestore';
import { customColorId, DEFAULT_COLOR_ID, normalizeColorInput } from '../colores';
import type { Color, ColorInput } from '../types';
import { etiquetasRef } from './etiquetas';
import { logged } from './logged';

export const COLOR_NO_ENCONTRADO = 'Color no encontrado';

function coloresRef(db: Firestore, uid: string) {
  return collection(db, 'users', uid, 'colores');
}

function colorFromDoc(snapshot: DocumentSnapshot): Color {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    background: String(data.background ?? ''),
    text: String(data.text ?? ''),
    createdAt: aFecha(data.createdAt),
    updatedAt: aFecha(data.updatedAt),
  };
}

export async function listarColores(): Promise<Color[]> {
  const { db, uid } = sesionActual();
  const snapshot = await getDocs(coloresRef(db, uid));
  return snapshot.docs.map(colorFromDoc);
}

/** Creates the custom colour (id from its values); an existing identical colour is returned as is. */
export function crearColor(input: ColorInput): Promise<Color> {
  return logged('Error al crear color', async () => {
    const { db, uid } = sesionActual();
    const valores = normalizeColorInput(input);
    const ref = doc(coloresRef(db, uid), customColorId(valores));
    const existente = await getDoc(ref);
    if (existente.exists()) return colorFromDoc(existente);
    try {
      await setDoc(ref, { ...valores, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    } catch (error) {
      // Another tab created the same colour meanwhile: the rules refuse overwriting it, and the
      // colour the user asked for exists, so this is success.
      const ganador = await getDoc(ref);
      if (ganador.exists()) return colorFromDoc(ganador);
      throw error;
    }
    const now = new Date();
    return { id: ref.id, ...valores, createdAt: now, updatedAt: now };
  });
}

export interface ColorActualizado {
  color: Color;
  /** Ids of the labels repointed from the old colour to the new one. */
  etiquetasMovidas: string[];
}

/**
 * New background/text → new id: create the new colour, repoint every label, delete the old one,
 * in one batch. Same id → update in place.
 */
export function actualizarColor(id: string, input: ColorInput): Promise<ColorActualizado> {
  return logged('Error al actualizar color', async () => {
    const { db, uid } = sesionActual();
    const valores = normalizeColorInput(input);
    const antiguoRef = doc(coloresRef(db, uid), id);
    const antiguo = await getDoc(antiguoRef);
    if (!antiguo.exists()) throw new Error(COLOR_NO_ENCONTRADO);
    const nuevoId = customColorId(valores);
    const now = new Date();

    if (nuevoId === id) {
      await updateDoc(antiguoRef, { ...valores, updatedAt: serverTimestamp() });
      return { color: { ...colorFromDoc(antiguo), ...valores, updatedAt: now }, etiquetasMovidas: [] };
    }

    const nuevoRef = doc(coloresRef(db, uid), nuevoId);
    const [nuevoExistente, usan] = await Promise.all([
      getDoc(nuevoRef),
      getDocs(query(etiquetasRef(db, uid), where('color', '==', id))),
    ]);
    const batch = writeBatch(db);
    if (!nuevoExistente.exists()) {
      batch.set(nuevoRef, { ...valores, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }
    for (const etiqueta of usan.docs) batch.update(etiqueta.ref, { color: nuevoId, updatedAt: serverTimestamp() });
    batch.delete(antiguoRef);
    await batch.commit();
    const color = nuevoExistente.exists()
      ? colorFromDoc(nuevoExistente)
      : { id: nuevoId, ...valores, createdAt: now, updatedAt: now };
    return { color, etiquetasMovidas: usan.docs.map((etiqueta) => etiqueta.id) };
  });
}

/** Resets every label using the colour to the default class and deletes the colour, in one batch. */
export function eliminarColor(id: string): Promise<string[]> {
  return logged('Error al eliminar color', async () => {
    const { db, uid } = sesionActual();
    const usan = await getDocs(query(etiquetasRef(db, uid), where('color', '==', id)));
    const batch = writeBatch(db);
    for (const etiqueta of usan.docs) {
      batch.update(etiqueta.ref, { color: DEFAULT_COLOR_ID, updatedAt: serverTimestamp() });
    }
    batch.delete(doc(coloresRef(db, uid), id));
    await batch.commit();
    return usan.docs.map((etiqueta) => etiqueta.id);
  });
}
