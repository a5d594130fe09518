// How many of the user's plans are paused (by hand, or by themselves after a failure), for the
// home page: one aggregation (a read per thousand plans), in a module of its own so the home page
// loads none of the plans' code.
import { COLECCION_PLANES } from 'dominio-recibos';
import { collection, count, getAggregate, query, sesionActual, where } from 'shared-firebase/firestore';

export const clavePlanesEnPausa = ['planes', 'en-pausa'] as const;

export async function contarPlanesEnPausa(): Promise<number> {
  const { db, uid } = sesionActual();
  const planes = collection(db, 'users', uid, COLECCION_PLANES);
  const resultado = await getAggregate(query(planes, where('estado', '==', 'pausado')), { pausados: count() });
  return resultado.data().pausados;
}
