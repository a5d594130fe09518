import {
  type Conexion,
  type Dispositivo,
  ERRORES_POR_LOTE,
  type ErrorDeCampo,
  type Lote,
  type Medida,
  type RutaMedible,
  versionDelManifiesto,
} from 'medidas-de-campo';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { rutaDe } from '../app/rutas';
import { esDelCanario } from '../federation/remote-map';
import { remotosCargados } from '../federation/runtime';
import { recibirErrores } from './errores';

// Field data (docs/rendimiento.md, «Datos de campo»): this page load's web vitals, measured by
// Google's web-vitals (its standard build: the attribution build's selectors and URLs are what
// must not leave the browser, and the histograms have no place for them), and its errors, sent
// in one batch when the page is hidden. Tagged with the route's pattern (the page the load
// started on: a single-page app's later pages have no LCP of their own), each remote's version
// and side of a canary, a device class and the connection type. No cookie, no id, no address.
// A failing endpoint is never seen: sendBeacon does not answer, and nothing waits for it.

export const DIRECCION = '/api/medidas';

/** The remotes this page has run, each with its version and side of a canary. */
const remotosEnLaPagina = () =>
  remotosCargados().map(([nombre, manifiesto]) => ({
    nombre,
    version: versionDelManifiesto(manifiesto),
    canario: esDelCanario(manifiesto),
  }));

function dispositivo(): Dispositivo {
  const tactil = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  if (!tactil) return 'escritorio';
  return Math.min(window.screen.width, window.screen.height) < 600 ? 'movil' : 'tableta';
}

/** One of medidas-de-campo's CONEXIONES: the Network Information API's effective type, where there is one. */
function conexion(): Conexion {
  const tipo = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
  return /^(slow-)?[234]g$/.test(tipo) ? (tipo as Conexion) : 'desconocida';
}

export function medir(): void {
  const { pathname } = window.location;
  let ruta = (rutaDe(pathname)?.ruta ?? '*') as RutaMedible;
  // Drawn once per load, against the endpoint's sample: a load is kept or left out whole.
  const muestra = Math.random();
  let vista = true;
  let metricas: Medida[] = [];
  let errores: ErrorDeCampo[] = [];

  const enviar = () => {
    if (!vista && metricas.length === 0 && errores.length === 0) return;
    const lote: Lote = {
      v: 1,
      ruta,
      remotos: remotosEnLaPagina(),
      dispositivo: dispositivo(),
      conexion: conexion(),
      vista,
      muestra,
      metricas,
      errores,
    };
    vista = false;
    metricas = [];
    errores = [];
    const cuerpo = JSON.stringify(lote);
    try {
      if (!navigator.sendBeacon?.(DIRECCION, cuerpo)) {
        void fetch(DIRECCION, { method: 'POST', body: cuerpo, keepalive: true }).catch(() => undefined);
      }
    } catch {
      // Nothing: the page is going, and the data is not worth an error of its own.
    }
  };

  const anotar = (metrica: Metric) => metricas.push({ nombre: metrica.name, valor: metrica.value });
  onLCP(anotar);
  onINP(anotar);
  onCLS(anotar);
  onFCP(anotar);
  onTTFB(anotar);
  // The code that scrubs errors loads with the first one. An error still unscrubbed when the page
  // hides is left out: nothing leaves the browser as it came.
  let limpieza: Promise<typeof import('./error-de-campo')> | undefined;
  let porLimpiar = 0;
  recibirErrores((error) => {
    if (errores.length + porLimpiar >= ERRORES_POR_LOTE) return;
    porLimpiar++;
    limpieza ??= import('./error-de-campo');
    void limpieza
      .then(({ errorDeCampo }) => {
        errores.push(errorDeCampo(error));
      })
      .catch(() => undefined)
      .finally(() => porLimpiar--);
  });
  // web-vitals reports CLS and INP when the page is hidden, on the same event: its listeners came first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') enviar();
  });
  window.addEventListener('pagehide', enviar);
  // What a hidden page sends is complete once the errors seen before this code loaded are scrubbed,
  // and, below /recibos/*, once the list of those pages has arrived (fetched only there: the
  // other pages' measuring code goes without it). A page hidden before is sent as /recibos/*, a
  // route of the table too.
  const pendiente: Array<Promise<unknown> | undefined> = [limpieza?.catch(() => undefined)];
  if (ruta === '/recibos/*')
    pendiente.push(
      import('medidas-de-campo/rutas').then(
        ({ rutaMedibleBajo }) => {
          ruta = rutaMedibleBajo(ruta, pathname);
        },
        () => undefined,
      ),
    );
  void Promise.all(pendiente).then(() => {
    // From now on a hidden page sends all it has (what the versions' E2E waits for before leaving).
    document.documentElement.dataset.medidas = 'activas';
  });
}
