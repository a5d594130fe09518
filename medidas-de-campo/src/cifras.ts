import type { GrupoDeErrores, Medidas } from './agregado';
import {
  DIAS_DEL_JUICIO,
  MARGEN_DE_ERRORES_POR_MIL,
  MARGEN_DEL_P75,
  METRICAS,
  type Metrica,
  UMBRALES,
  VISTAS_MINIMAS,
} from './constantes';
import { type Histograma, p75, sumar, total } from './histograma';

// What the stored sums say: per route and remote version (or per remote version alone), the
// page views, the errors per 1,000 views and the p75 of each metric. «Salud», `pnpm versiones`
// and the bench read them with these functions, so they all show the same numbers.

export type Cifras = {
  vistas: number;
  errores: number;
  /** Errors per 1,000 page views; null without views. */
  erroresPorMil: number | null;
  p75: Record<Metrica, number | null>;
  muestras: Record<Metrica, number>;
};

const vacias = (): { vistas: number; errores: number; h: Partial<Record<Metrica, Histograma>> } => ({
  vistas: 0,
  errores: 0,
  h: {},
});

/** The figures of some documents taken together (their histograms added). */
export function cifrasDe(documentos: readonly Medidas[]): Cifras {
  const suma = vacias();
  for (const d of documentos) {
    suma.vistas += d.vistas ?? 0;
    suma.errores += d.errores ?? 0;
    for (const m of METRICAS) {
      const h = d.metricas?.[m];
      if (h) suma.h[m] = sumar(suma.h[m] ?? {}, h);
    }
  }
  const p = {} as Record<Metrica, number | null>;
  const muestras = {} as Record<Metrica, number>;
  for (const m of METRICAS) {
    const h = suma.h[m] ?? {};
    p[m] = p75(m, h);
    muestras[m] = total(h);
  }
  return {
    vistas: suma.vistas,
    errores: suma.errores,
    erroresPorMil: suma.vistas > 0 ? (suma.errores / suma.vistas) * 1000 : null,
    p75: p,
    muestras,
  };
}

/** «bueno», «mejorable» or «malo» against Google's thresholds. */
export function calificar(metrica: Metrica, valor: number | null): 'bueno' | 'mejorable' | 'malo' | null {
  if (valor === null) return null;
  const { bueno, malo } = UMBRALES[metrica];
  return valor <= bueno ? 'bueno' : valor <= malo ? 'mejorable' : 'malo';
}

/** A version of a remote, on one side of its split. */
export type Version = { remoto: string; version: string; canario: boolean };

/** The documents grouped by what `clave` says (a route and remote version, or a remote version). */
export function agrupar<K>(
  documentos: readonly Medidas[],
  clave: (d: Medidas) => K & Version,
): Array<K & Version & { cifras: Cifras }> {
  const grupos = new Map<string, { k: K & Version; docs: Medidas[] }>();
  for (const d of documentos) {
    const k = clave(d);
    const id = JSON.stringify(k);
    const grupo = grupos.get(id) ?? { k, docs: [] };
    grupo.docs.push(d);
    grupos.set(id, grupo);
  }
  return [...grupos.values()].map(({ k, docs }) => ({ ...k, cifras: cifrasDe(docs) }));
}

/** The first day of the last `dias` days ending `hoy` (UTC, as the documents are named). */
export function desdeElDia(hoy: Date, dias: number): string {
  const desde = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), hoy.getUTCDate() - (dias - 1)));
  return desde.toISOString().slice(0, 10);
}

/** Error groups of the same message and frame over several days, added, most frequent first. */
export function gruposPrincipales(grupos: readonly GrupoDeErrores[], cuantos = 10): GrupoDeErrores[] {
  const unidos = new Map<string, GrupoDeErrores>();
  for (const g of grupos) {
    const clave = `${g.remoto}\n${g.version}\n${g.canario}\n${g.tipo}\n${g.mensaje}\n${g.marco}`;
    const antes = unidos.get(clave);
    unidos.set(clave, antes ? { ...antes, cuenta: antes.cuenta + g.cuenta } : { ...g });
  }
  return [...unidos.values()].sort((a, b) => b.cuenta - a.cuenta).slice(0, cuantos);
}

const ms = (n: number) => `${Math.round(n).toLocaleString('es-ES')} ms`;
const porMil = (n: number) => `${n.toLocaleString('es-ES', { maximumFractionDigits: 1 })} por mil`;

/**
 * Why a canary must not be promoted (none: it may be). Its figures against the stable version's,
 * over the same days (docs/despliegue.md): too few page views; more errors per 1,000 views than
 * the stable's plus a margin; a p75 INP or LCP worse than the stable's by more than a share.
 */
export function motivosContraElCanario(canario: Cifras, estable: Cifras): string[] {
  const motivos: string[] = [];
  if (canario.vistas < VISTAS_MINIMAS) {
    motivos.push(
      `el canario tiene ${canario.vistas} vistas de página en ${DIAS_DEL_JUICIO} días; hacen falta al menos ${VISTAS_MINIMAS}`,
    );
    return motivos;
  }
  const errores = canario.erroresPorMil ?? 0;
  const erroresEstable = estable.erroresPorMil ?? 0;
  if (errores > erroresEstable + MARGEN_DE_ERRORES_POR_MIL) {
    motivos.push(
      `el canario da ${porMil(errores)} vistas con error; la versión estable, ${porMil(erroresEstable)} (margen: ${MARGEN_DE_ERRORES_POR_MIL})`,
    );
  }
  for (const m of ['INP', 'LCP'] as const) {
    const suyo = canario.p75[m];
    const otro = estable.p75[m];
    if (suyo !== null && otro !== null && suyo > otro * (1 + MARGEN_DEL_P75)) {
      motivos.push(
        `su p75 de ${m} es ${ms(suyo)}; el de la versión estable, ${ms(otro)} (margen: ${MARGEN_DEL_P75 * 100} %)`,
      );
    }
  }
  return motivos;
}
