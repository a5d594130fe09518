import { COLECCION_ERRORES, COLECCION_MEDIDAS, type Metrica, type TipoDeError } from './constantes';
import { aUnidades, cubeta, type Histograma } from './histograma';
import type { Lote, RemotoEnLaPagina } from './lote';

// How a batch is stored: added into one document per day, route and remote version (its page
// views, errors and a histogram per metric), and each error into its group's document. Only
// sums: no document holds a page load, a time of day or anything of the browser's.

/** A page that loaded no remote (a 404) still counts, under this name. */
export const SIN_REMOTO: RemotoEnLaPagina = { nombre: 'ninguno', version: 'local', canario: false };

/** One day, route and remote version: what «Salud» and the canary's judgement read. */
export type Medidas = {
  dia: string;
  ruta: string;
  remoto: string;
  version: string;
  canario: boolean;
  vistas: number;
  errores: number;
  /** Page views per device class and per connection type. */
  dispositivos: Record<string, number>;
  conexiones: Record<string, number>;
  metricas: Partial<Record<Metrica, Histograma>>;
};

/** One error group (a normalised message and its top frame) of one day and remote version. */
export type GrupoDeErrores = {
  dia: string;
  remoto: string;
  version: string;
  canario: boolean;
  ruta: string;
  tipo: TipoDeError;
  mensaje: string;
  marco: string;
  cuenta: number;
};

/** A write: the document's path, what it is set to and what is added to it (dotted field paths). */
export type Suma = { coleccion: string; id: string; fijos: Record<string, unknown>; sumas: Record<string, number> };

/** The UTC day of a time, as the documents name it. */
export const diaDe = (fecha: Date) => fecha.toISOString().slice(0, 10);

const lado = (r: RemotoEnLaPagina) => (r.canario ? 'canario' : 'estable');
/** Ids may not hold "/": a route's slashes become "|". */
export const idDeMedidas = (dia: string, ruta: string, r: RemotoEnLaPagina) =>
  `${dia}_${r.nombre}_${r.version}_${lado(r)}_${ruta.replaceAll('/', '|')}`;

/** FNV-1a of a group's text: a short, stable id. */
function huella(texto: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The remote an error is of: the one whose published version its top frame was loaded from
 * (/v/<versión>/), else every remote on the page (an error of the shell, or of code it cannot place).
 */
function remotosDelError(marco: string, remotos: RemotoEnLaPagina[]): RemotoEnLaPagina[] {
  const propio = remotos.find((r) => r.version !== 'local' && marco.includes(`/v/${r.version}/`));
  return propio ? [propio] : remotos;
}

/** The writes a checked batch makes, on day `dia`. */
export function sumasDelLote(lote: Lote, dia: string): Suma[] {
  const remotos = lote.remotos.length > 0 ? lote.remotos : [SIN_REMOTO];
  const sumas: Suma[] = [];
  const porRemoto = new Map<string, Suma>();
  for (const r of remotos) {
    const suma: Suma = {
      coleccion: COLECCION_MEDIDAS,
      id: idDeMedidas(dia, lote.ruta, r),
      fijos: { dia, ruta: lote.ruta, remoto: r.nombre, version: r.version, canario: r.canario },
      sumas: {},
    };
    const s = suma.sumas;
    if (lote.vista) {
      s.vistas = 1;
      s[`dispositivos.${lote.dispositivo}`] = 1;
      s[`conexiones.${lote.conexion}`] = 1;
    }
    for (const m of lote.metricas) {
      const campo = `metricas.${m.nombre}.${cubeta(aUnidades(m.nombre, m.valor))}`;
      s[campo] = (s[campo] ?? 0) + 1;
    }
    porRemoto.set(r.nombre, suma);
    sumas.push(suma);
  }
  for (const e of lote.errores) {
    const grupo = huella(`${e.tipo}\n${e.mensaje}\n${e.marco}`);
    for (const r of remotosDelError(e.marco, remotos)) {
      const s = (porRemoto.get(r.nombre) as Suma).sumas;
      s.errores = (s.errores ?? 0) + 1;
      sumas.push({
        coleccion: COLECCION_ERRORES,
        id: `${dia}_${r.nombre}_${r.version}_${lado(r)}_${grupo}`,
        fijos: { dia, remoto: r.nombre, version: r.version, canario: r.canario, ruta: lote.ruta, ...e },
        sumas: { cuenta: 1 },
      });
    }
  }
  // Two errors of one group in a batch: one write adding 2.
  const unidas = new Map<string, Suma>();
  for (const s of sumas) {
    const clave = `${s.coleccion}/${s.id}`;
    const antes = unidas.get(clave);
    if (!antes) unidas.set(clave, s);
    else for (const [campo, n] of Object.entries(s.sumas)) antes.sumas[campo] = (antes.sumas[campo] ?? 0) + n;
  }
  return [...unidas.values()].filter((s) => s.coleccion === COLECCION_ERRORES || Object.keys(s.sumas).length > 0);
}

/**
 * A write as the document Firestore merges: the fixed fields, and each sum nested by its dotted
 * path as `incrementar(n)` (FieldValue.increment with the Admin SDK).
 */
export function comoDocumento(suma: Suma, incrementar: (n: number) => unknown): Record<string, unknown> {
  const documento: Record<string, unknown> = { ...suma.fijos };
  for (const [ruta, n] of Object.entries(suma.sumas)) {
    const partes = ruta.split('.');
    let nivel = documento;
    for (const parte of partes.slice(0, -1)) {
      nivel[parte] ??= {};
      nivel = nivel[parte] as Record<string, unknown>;
    }
    nivel[partes.at(-1) as string] = incrementar(n);
  }
  return documento;
}
