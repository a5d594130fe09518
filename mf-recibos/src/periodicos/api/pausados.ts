// How many of the user's plans are paused (by hand, or by themselves after a failure), and how
// many pending charges wait to be confirmed, for the home page: one aggregation each (a read per
// thousand), in a module of its own so the home page loads none of the plans' code.
import { COLECCION_COBROS, COLECCION_PLANES } from 'dominio-recibos';
import { collection, count, getAggregate, query, sesionActual, where } from 'shared-firebase/firestore';

export const clavePlanesEnPausa = ['planes', 'en-pausa'] as const;

export async function contarPlanesEnPausa(): Promise<number> {
  const { db, libro } = sesionActual();
  const planes = collection(db, 'users', libro, COLECCION_PLANES);
  const resultado = await getAggregate(query(planes, where('estado', '==', 'pausado')), { pausados: count() });
  return resultado.data().pausados;
}

/** The same key as the charges page's count (api/cobros.ts, clavesCobros.cuenta): confirming there refreshes this. */
export const clavesCobrosPendientes = ['cobros', 'cuenta'] as const;

export async function contarCobrosPendientes(): Promise<number> {
  const { db, libro } = sesionActual();
  const resultado = await getAggregate(query(collection(db, 'users', libro, COLECCION_COBROS)), { cobros: count() });
  return resultado.data().cobros;
}
