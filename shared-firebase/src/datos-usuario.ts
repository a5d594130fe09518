import { collection, doc, type Firestore, getDocs, limit, query, writeBatch } from 'firebase/firestore/lite';

/**
 * Everything a user owns under users/{uid}. Features that add per-user data add it here. The
 * receipt counter (users/{uid}/contadores/recibos) stays: it holds no personal data, and the
 * rules never let it be deleted, so numbers can never be reused.
 */
const COLECCIONES_DEL_USUARIO = ['etiquetas', 'colores', 'recibos'] as const;

const LOTE = 400;

/**
 * Deletes the user's own Firestore data (before their account is deleted, while the rules still
 * recognise them as the owner). Works in batches so any amount of data fits.
 */
export async function borrarDatosDelUsuario(db: Firestore, uid: string): Promise<number> {
  let borrados = 0;
  for (const nombre of COLECCIONES_DEL_USUARIO) {
    const ref = collection(db, 'users', uid, nombre);
    for (;;) {
      const pagina = await getDocs(query(ref, limit(LOTE)));
      if (pagina.empty) break;
      const batch = writeBatch(db);
      for (const documento of pagina.docs) {
        batch.delete(documento.ref);
        // A receipt's public share (live or revoked) goes with it.
        const token = documento.get('compartido.token');
        if (typeof token === 'string') batch.delete(doc(db, 'recibosPublicos', token));
      }
      await batch.commit();
      borrados += pagina.size;
    }
  }
  return borrados;
}
