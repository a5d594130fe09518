import {
  BYTES_POR_LOTE,
  CONEXIONES,
  type Conexion,
  DISPOSITIVOS,
  type Dispositivo,
  ERRORES_POR_LOTE,
  LARGO_DEL_TEXTO,
  MAXIMOS,
  METRICAS,
  METRICAS_POR_LOTE,
  type Metrica,
  TIPOS_DE_ERROR,
  type TipoDeError,
} from './constantes';
import { limpiarMarco, limpiarMensaje } from './limpiar';
import { esRutaMedible, type RutaMedible } from './rutas';

/** A remote on the page: its federation name, the version it was loaded from, and whether that is the canary. */
export type RemotoEnLaPagina = { nombre: string; version: string; canario: boolean };
export type Medida = { nombre: Metrica; valor: number };
export type ErrorDeCampo = { tipo: TipoDeError; mensaje: string; marco: string };

/**
 * What a page sends (the browser builds it, the endpoint checks it): one page load's measurements
 * since its last batch. `vista` is true on its first batch only (a page view); `muestra` a random
 * 0–1 drawn once per load, against which the endpoint samples.
 */
export type Lote = {
  v: 1;
  ruta: RutaMedible;
  remotos: RemotoEnLaPagina[];
  dispositivo: Dispositivo;
  conexion: Conexion;
  vista: boolean;
  muestra: number;
  metricas: Medida[];
  errores: ErrorDeCampo[];
};

/** A version is the 12 hex digits of a published build (scripts/lib/versiones.mjs), or «local» unversioned. */
const VERSION = /^([0-9a-f]{12}|local)$/;

/** The version a manifest's URL names (/v/<versión>/mf-manifest.json), or «local». */
export const versionDelManifiesto = (manifiesto: string) =>
  /\/v\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(manifiesto)?.[1] ?? 'local';
const CLAVES = ['v', 'ruta', 'remotos', 'dispositivo', 'conexion', 'vista', 'muestra', 'metricas', 'errores'];

export type Rechazo = { rechazo: string };

const esObjeto = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const soloCon = (x: Record<string, unknown>, claves: readonly string[]) =>
  Object.keys(x).every((k) => claves.includes(k)) && claves.every((k) => k in x);
const entre = <T extends string>(valores: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (valores as readonly string[]).includes(x);

/**
 * A batch's body checked: its size, its shape (nothing more, nothing less), each metric known and
 * in range, the route one of the table's, each remote known. The texts are scrubbed again.
 * `remotos`: the federation names the app has.
 */
export function leerLote(cuerpo: string, remotos: readonly string[]): Lote | Rechazo {
  if (new TextEncoder().encode(cuerpo).length > BYTES_POR_LOTE) return { rechazo: 'demasiado grande' };
  let x: unknown;
  try {
    x = JSON.parse(cuerpo);
  } catch {
    return { rechazo: 'no es JSON' };
  }
  if (!esObjeto(x) || !soloCon(x, CLAVES) || x.v !== 1) return { rechazo: 'forma' };
  if (!esRutaMedible(x.ruta)) return { rechazo: 'ruta' };
  if (!entre(DISPOSITIVOS, x.dispositivo) || !entre(CONEXIONES, x.conexion)) return { rechazo: 'forma' };
  if (typeof x.vista !== 'boolean' || typeof x.muestra !== 'number' || !(x.muestra >= 0 && x.muestra < 1)) {
    return { rechazo: 'forma' };
  }
  if (!Array.isArray(x.remotos) || x.remotos.length > remotos.length) return { rechazo: 'forma' };
  const nombres = new Set<string>();
  for (const r of x.remotos) {
    if (!esObjeto(r) || !soloCon(r, ['nombre', 'version', 'canario'])) return { rechazo: 'forma' };
    if (!entre(remotos, r.nombre) || nombres.has(r.nombre)) return { rechazo: 'remoto' };
    if (typeof r.version !== 'string' || !VERSION.test(r.version) || typeof r.canario !== 'boolean') {
      return { rechazo: 'remoto' };
    }
    nombres.add(r.nombre);
  }
  if (!Array.isArray(x.metricas) || x.metricas.length > METRICAS_POR_LOTE) return { rechazo: 'forma' };
  for (const m of x.metricas) {
    if (!esObjeto(m) || !soloCon(m, ['nombre', 'valor'])) return { rechazo: 'forma' };
    if (!entre(METRICAS, m.nombre)) return { rechazo: 'métrica' };
    if (typeof m.valor !== 'number' || !(m.valor >= 0 && m.valor <= MAXIMOS[m.nombre])) return { rechazo: 'valor' };
  }
  if (!Array.isArray(x.errores) || x.errores.length > ERRORES_POR_LOTE) return { rechazo: 'forma' };
  const errores: ErrorDeCampo[] = [];
  for (const e of x.errores) {
    if (!esObjeto(e) || !soloCon(e, ['tipo', 'mensaje', 'marco']) || !entre(TIPOS_DE_ERROR, e.tipo)) {
      return { rechazo: 'forma' };
    }
    if (typeof e.mensaje !== 'string' || typeof e.marco !== 'string') return { rechazo: 'forma' };
    if (e.mensaje.length > LARGO_DEL_TEXTO || e.marco.length > LARGO_DEL_TEXTO) return { rechazo: 'forma' };
    errores.push({ tipo: e.tipo, mensaje: limpiarMensaje(e.mensaje), marco: limpiarMarco(e.marco) });
  }
  return { ...(x as Lote), errores };
}
