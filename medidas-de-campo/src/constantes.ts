// The field data's constants, declared once (docs/rendimiento.md, «Datos de campo»).

export const METRICAS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metrica = (typeof METRICAS)[number];

/**
 * Google's thresholds for each metric (web.dev, «Web Vitals»): good up to `bueno`, poor beyond
 * `malo`, judged on the 75th percentile of page loads. CLS has no unit; the rest are milliseconds.
 */
export const UMBRALES: Record<Metrica, { bueno: number; malo: number }> = {
  LCP: { bueno: 2500, malo: 4000 },
  INP: { bueno: 200, malo: 500 },
  CLS: { bueno: 0.1, malo: 0.25 },
  FCP: { bueno: 1800, malo: 3000 },
  TTFB: { bueno: 800, malo: 1800 },
};

/** The largest value taken: beyond it a measurement is a broken browser or a forgery, not a user. */
export const MAXIMOS: Record<Metrica, number> = { LCP: 120_000, INP: 60_000, CLS: 10, FCP: 120_000, TTFB: 120_000 };

/** The share of batches the endpoint keeps (1: all). Lower it when traffic grows; rates and p75s need no scaling. */
export const MUESTREO = 1;
/** Batches one client (its address, kept in the instance's memory only) may send per minute. */
export const LOTES_POR_MINUTO = 30;
/** A batch's largest body: a page's five metrics and five errors take about 2 KB. */
export const BYTES_POR_LOTE = 8192;
export const METRICAS_POR_LOTE = 20;
export const ERRORES_POR_LOTE = 5;
/** An error's message and top frame are cut to this many characters. */
export const LARGO_DEL_TEXTO = 160;

export const COLECCION_MEDIDAS = 'medidasDeCampo';
export const COLECCION_ERRORES = 'erroresDeCampo';

export const DISPOSITIVOS = ['movil', 'tableta', 'escritorio'] as const;
export type Dispositivo = (typeof DISPOSITIVOS)[number];
/** The Network Information API's effective types, and «desconocida» where the browser has none (Safari, Firefox). */
export const CONEXIONES = ['slow-2g', '2g', '3g', '4g', 'desconocida'] as const;
export type Conexion = (typeof CONEXIONES)[number];
/**
 * - `error`: uncaught; `promesa`: an unhandled rejection;
 * - `remoto`: a remote or a chunk that did not load; `componente`: what an error boundary caught.
 */
export const TIPOS_DE_ERROR = ['error', 'promesa', 'remoto', 'componente'] as const;
export type TipoDeError = (typeof TIPOS_DE_ERROR)[number];

/** The periods «Salud» and `pnpm versiones estado` show, in days. */
export const PERIODOS = [1, 7, 28] as const;

// The canary's judgement (docs/despliegue.md, «El canario, juzgado por sus cifras»).
/** Below this many page views a canary has not been seen enough to be judged. */
export const VISTAS_MINIMAS = 200;
/** Errors per 1,000 page views the canary may have above the stable version's. */
export const MARGEN_DE_ERRORES_POR_MIL = 2;
/** How much worse (a share: 0.1 is 10 %) the canary's p75 INP or LCP may be than the stable's. */
export const MARGEN_DEL_P75 = 0.1;
/** The days of figures a canary is judged on. */
export const DIAS_DEL_JUICIO = 7;
