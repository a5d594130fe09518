// A group's receipts: saved as previewed before the first one is issued (users/{uid}/grupos, so a
// reload or another tab resumes the same group), then issued one after another (each takes the
// next number of its year's series, so they are consecutive unless another tab issues
// meanwhile), each with its fixed id; the saved group goes once every receipt is issued.
import { COLECCION_GRUPOS, rutaDelGrupo } from 'dominio-recibos';
import {
  aFecha,
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  sesionActual,
  setDoc,
} from 'shared-firebase/firestore';
import type { Pagador } from '../../pagadores/types';
import { crearRecibo } from '../../recibos/api/recibos';
import { falloAlGuardar } from '../../recibos/errores';
import type { Recibo, ReciboInput } from '../../recibos/types';
import { idDelReciboDelGrupo, type Previsto } from '../grupo';

export interface InformeDelGrupo {
  emitidos: Array<{ previsto: Previsto; recibo: Recibo }>;
  fallidos: Array<{ previsto: Previsto; motivo: string }>;
}

/** A group saved and not finished: its receipt (without payer) and its payers, as previewed. */
export interface GrupoGuardado {
  id: string;
  base: ReciboInput;
  pagadores: Pagador[];
  createdAt: Date;
}

export const claveGruposPendientes = ['grupos', 'pendientes'] as const;
/** Unfinished groups shown at most (one is the usual: a reload in the middle). */
const MAX_PENDIENTES = 10;

const grupoRef = (grupo: string) => {
  const { db, libro } = sesionActual();
  return doc(db, ...rutaDelGrupo(libro, grupo));
};

/** Firestore takes no undefined: the value as JSON has none. */
const sinIndefinidos = <T>(valor: T): T => JSON.parse(JSON.stringify(valor)) as T;

/** Saves group `grupo` as previewed (the receipts `validos` will issue), before the first one. */
export async function guardarGrupo(grupo: string, base: ReciboInput, validos: readonly Previsto[]): Promise<void> {
  const { pagador: _pagador, ...comun } = base;
  await setDoc(grupoRef(grupo), {
    base: sinIndefinidos(comun),
    pagadores: validos.map(({ pagador: p }) =>
      sinIndefinidos({ id: p.id, nombre: p.nombre, documento: p.documento, email: p.email, telefono: p.telefono }),
    ),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** The groups saved and not finished (a reload, a closed tab or a failure in the middle). */
export async function gruposPendientes(): Promise<GrupoGuardado[]> {
  const { db, libro } = sesionActual();
  const snapshot = await getDocs(
    query(collection(db, 'users', libro, COLECCION_GRUPOS), orderBy('createdAt', 'desc'), limit(MAX_PENDIENTES)),
  );
  return snapshot.docs.map((d) => ({
    id: d.id,
    base: { ...(d.get('base') as Omit<ReciboInput, 'pagador'>), pagador: { nombre: '' } },
    pagadores: d.get('pagadores') as Pagador[],
    createdAt: aFecha(d.get('createdAt')),
  }));
}

/** Forgets a saved group: the receipts it issued stay; the others are not issued. */
export const descartarGrupo = (grupo: string) => deleteDoc(grupoRef(grupo));

/**
 * Issues each receipt in `pendientes` of group `grupo`, saying after each how many are done. A
 * failure is recorded with its reason and the rest go on; issuing again what failed (or all of
 * them) never issues a payer's receipt twice. With none failed, the saved group is done and goes.
 */
export async function emitirGrupo(
  grupo: string,
  pendientes: readonly Previsto[],
  etiquetasExistentes: ReadonlySet<string> | undefined,
  alAvanzar: (hechos: number) => void,
): Promise<InformeDelGrupo> {
  const informe: InformeDelGrupo = { emitidos: [], fallidos: [] };
  for (const previsto of pendientes) {
    try {
      const id = idDelReciboDelGrupo(grupo, previsto.pagador.id);
      const recibo = await crearRecibo(previsto.entrada, etiquetasExistentes, undefined, id);
      informe.emitidos.push({ previsto, recibo });
    } catch (error) {
      informe.fallidos.push({ previsto, motivo: falloAlGuardar(error) });
    }
    alAvanzar(informe.emitidos.length + informe.fallidos.length);
  }
  // Left behind if this fails: resuming it later issues nothing twice.
  if (informe.fallidos.length === 0) await descartarGrupo(grupo).catch(() => {});
  return informe;
}
