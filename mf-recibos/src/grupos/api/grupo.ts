// Issuing a group's receipts: one after another (each takes the next number of its year's series,
// so they are consecutive unless another tab issues meanwhile), each with its fixed id.
import { crearRecibo } from '../../recibos/api/recibos';
import { falloAlGuardar } from '../../recibos/errores';
import type { Recibo } from '../../recibos/types';
import { idDelReciboDelGrupo, type Previsto } from '../grupo';

export interface InformeDelGrupo {
  emitidos: Array<{ previsto: Previsto; recibo: Recibo }>;
  fallidos: Array<{ previsto: Previsto; motivo: string }>;
}

/**
 * Issues each receipt in `pendientes` of group `grupo`, saying after each how many are done. A
 * failure is recorded with its reason and the rest go on; issuing again what failed (or all of
 * them) never issues a payer's receipt twice.
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
  return informe;
}
