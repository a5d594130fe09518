// Data access for users/{uid}/colores, including the batches that keep labels consistent.

import { codigoDeError } from 'shared-firebase';
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
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

/** A colour deleted or changed in another session: recognised by its class, never by its text. */
export class ColorNoEncontrado extends Error {
  constructor() {
    super(COLOR_NO_ENCONTRADO);
    this.name = 'ColorNoEncontrado';
  }
}

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
 * Labels moved per commit: with the new colour's write and the old colour's deletion, a commit
 * stays within Firestore's 500 writes (the emulator accepts more; production refuses them).
 */
export const ETIQUETAS_POR_COMMIT = 490;

/**
 * Moves every label off colour `id` (to `destino`), then deletes `id`, so that at no moment does
 * a label point at a missing colour. Each round is a transaction that reads the colour, then the
 * labels using it (up to ETIQUETAS_POR_COMMIT): when they are the last ones, the same commit
 * deletes the colour, so a colour used by up to that many labels changes in one atomic commit.
 * A label saved on the colour meanwhile touches it (firestore.rules require that), the read
 * version no longer matches, and the round starts over and moves that label too. Interrupted,
 * the next call finishes the job (the rounds are idempotent).
 */
async function vaciarYBorrar(id: string, destino: { color: string; crear?: ColorInput }): Promise<string[]> {
  const { db, uid } = sesionActual();
  const colorRef = doc(coloresRef(db, uid), id);
  const destinoRef = doc(coloresRef(db, uid), destino.color);
  const movidas = new Set<string>();
  for (let terminado = false, intento = 1; !terminado; ) {
    try {
      terminado = await runTransaction(db, async (tx) => {
        if (!(await tx.get(colorRef)).exists()) return true;
        // The new colour is written in every round: created in the first, touched after (the
        // rules require a label's new custom colour to be written in the same commit).
        const destinoExiste = destino.crear ? (await tx.get(destinoRef)).exists() : false;
        const usan = await getDocs(query(etiquetasRef(db, uid), where('color', '==', id), limit(ETIQUETAS_POR_COMMIT)));
        if (destino.crear) {
          if (destinoExiste) tx.update(destinoRef, { updatedAt: serverTimestamp() });
          else tx.set(destinoRef, { ...destino.crear, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
        }
        for (const etiqueta of usan.docs)
          tx.update(etiqueta.ref, { color: destino.color, updatedAt: serverTimestamp() });
        const ultimas = usan.size < ETIQUETAS_POR_COMMIT;
        if (ultimas) tx.delete(colorRef);
        for (const etiqueta of usan.docs) movidas.add(etiqueta.id);
        return ultimas;
      });
      intento = 1;
    } catch (error) {
      // The SDK already retried a few times; under heavy contention (labels saved on this
      // colour all the while) keep going a little longer before giving up.
      const code = codigoDeError(error);
      if (!(code === 'aborted' || code === 'failed-precondition') || intento >= INTENTOS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 50 * intento++));
    }
  }
  // Belt and braces: a label that still names the deleted colour (none should: see above) is
  // moved now, so the invariant holds again at once.
  for (;;) {
    const rezagadas = await getDocs(
      query(etiquetasRef(db, uid), where('color', '==', id), limit(ETIQUETAS_POR_COMMIT)),
    );
    if (rezagadas.empty) break;
    const batch = writeBatch(db);
    if (destino.crear) batch.update(destinoRef, { updatedAt: serverTimestamp() });
    for (const etiqueta of rezagadas.docs) {
      batch.update(etiqueta.ref, { color: destino.color, updatedAt: serverTimestamp() });
      movidas.add(etiqueta.id);
    }
    await batch.commit();
  }
  return [...movidas];
}

/** Rounds that lost every retry of the SDK to concurrent label writes before giving up. */
const INTENTOS = 5;

/**
 * New background/text → new id: create the new colour, repoint every label, delete the old one
 * (one commit when up to ETIQUETAS_POR_COMMIT labels use it, otherwise in rounds that keep every
 * label on an existing colour). Same id → update in place.
 */
export function actualizarColor(id: string, input: ColorInput): Promise<ColorActualizado> {
  return logged('Error al actualizar color', async () => {
    const { db, uid } = sesionActual();
    const valores = normalizeColorInput(input);
    const antiguoRef = doc(coloresRef(db, uid), id);
    const antiguo = await getDoc(antiguoRef);
    if (!antiguo.exists()) throw new ColorNoEncontrado();
    const nuevoId = customColorId(valores);
    const now = new Date();

    if (nuevoId === id) {
      await updateDoc(antiguoRef, { ...valores, updatedAt: serverTimestamp() });
      return { color: { ...colorFromDoc(antiguo), ...valores, updatedAt: now }, etiquetasMovidas: [] };
    }

    const nuevoExistente = await getDoc(doc(coloresRef(db, uid), nuevoId));
    const etiquetasMovidas = await vaciarYBorrar(id, { color: nuevoId, crear: valores });
    const color = nuevoExistente.exists()
      ? colorFromDoc(nuevoExistente)
      : { id: nuevoId, ...valores, createdAt: now, updatedAt: now };
    return { color, etiquetasMovidas };
  });
}

/**
 * Resets every label using the colour to the default class and deletes the colour: one commit
 * when up to ETIQUETAS_POR_COMMIT labels use it, otherwise in rounds (see vaciarYBorrar).
 */
export function eliminarColor(id: string): Promise<string[]> {
  return logged('Error al eliminar color', () => vaciarYBorrar(id, { color: DEFAULT_COLOR_ID }));
}
