// Data access for the field data (medidasDeCampo, erroresDeCampo), as an admin: a period's days,
// read whole. Written only by /api/medidas (medidas-de-campo's sums); the rules let admins read.
import {
  COLECCION_ERRORES,
  COLECCION_MEDIDAS,
  desdeElDia,
  type GrupoDeErrores,
  type Medidas,
  versionDelManifiesto,
} from 'medidas-de-campo';
import { collection, getDocs, query, sesionActual, where } from 'shared-firebase/firestore';

export const claves = {
  salud: (dias: number) => ['admin', 'salud', dias] as const,
};

/** The stable version of each remote, by its federation name, as the shell's configuration says now. */
export type Estables = Record<string, string>;
export type DatosDeSalud = { medidas: Medidas[]; errores: GrupoDeErrores[]; estables: Estables };

/**
 * remotes.json, the shell's runtime configuration (served beside this page): which version is each
 * remote's stable one now, the side a canary is measured against. Unreadable, none: «Salud» then
 * takes the stable version with the most views.
 */
async function leerEstables(): Promise<Estables> {
  try {
    const respuesta = await fetch('/remotes.json', { cache: 'no-cache' });
    const configuracion = (await respuesta.json()) as Record<string, unknown>;
    const estables: Estables = {};
    for (const [nombre, entrada] of Object.entries(configuracion)) {
      const url = typeof entrada === 'object' && entrada ? (entrada as { estable?: unknown }).estable : entrada;
      const version = versionDelManifiesto(String(url));
      if (version !== 'local') estables[nombre] = version;
    }
    return estables;
  } catch {
    return {};
  }
}

/**
 * The last `dias` days (UTC, as the documents are named). One document per day, route and remote
 * version: a few hundred for 28 days of a stable app, a single-field range query.
 */
export async function leerSalud(dias: number, hoy = new Date()): Promise<DatosDeSalud> {
  const { db } = sesionActual();
  const desde = desdeElDia(hoy, dias);
  const [medidas, errores, estables] = await Promise.all([
    getDocs(query(collection(db, COLECCION_MEDIDAS), where('dia', '>=', desde))),
    getDocs(query(collection(db, COLECCION_ERRORES), where('dia', '>=', desde))),
    leerEstables(),
  ]);
  return {
    medidas: medidas.docs.map((d) => d.data() as Medidas),
    errores: errores.docs.map((d) => d.data() as GrupoDeErrores),
    estables,
  };
}
