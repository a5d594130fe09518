// Data access for the field data (medidasDeCampo, erroresDeCampo), as an admin: a period's days,
// read whole. Written only by /api/medidas (medidas-de-campo's sums); the rules let admins read.
import { COLECCION_ERRORES, COLECCION_MEDIDAS, desdeElDia, type GrupoDeErrores, type Medidas } from 'medidas-de-campo';
import { collection, getDocs, query, sesionActual, where } from 'shared-firebase/firestore';

export const claves = {
  salud: (dias: number) => ['admin', 'salud', dias] as const,
};

export type DatosDeSalud = { medidas: Medidas[]; errores: GrupoDeErrores[] };

/**
 * The last `dias` days (UTC, as the documents are named). One document per day, route and remote
 * version: a few hundred for 28 days of a stable app, a single-field range query.
 */
export async function leerSalud(dias: number, hoy = new Date()): Promise<DatosDeSalud> {
  const { db } = sesionActual();
  const desde = desdeElDia(hoy, dias);
  const [medidas, errores] = await Promise.all(
    [COLECCION_MEDIDAS, COLECCION_ERRORES].map((c) => getDocs(query(collection(db, c), where('dia', '>=', desde)))),
  );
  return {
    medidas: (medidas?.docs ?? []).map((d) => d.data() as Medidas),
    errores: (errores?.docs ?? []).map((d) => d.data() as GrupoDeErrores),
  };
}
