// What the main thread does while a route starts, piece by piece: a cold load with the CPU slowed
// 4× (Lighthouse's phone), V8's sampling profiler on from the navigation until the route shows its
// content, each sample's time given to the package whose function was running (the build's source
// maps, bench/atribucion.mjs). Printed by `pnpm bench`; timings, never asserted.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { paqueteDe, SIN_MAPA } from './atribucion.mjs';

/** Lighthouse's mobile profile slows the CPU this much. */
export const CPU_MOVIL = 4;

/** Time V8 spends outside any JavaScript function: parsing HTML, style, layout, paint, compiling. */
const FUERA_DE_JS = '(fuera de JS)';
const RECOLECTOR = '(recolector de basura)';
/**
 * Functions from no file: V8's built-ins and the DOM's methods the app's code calls (appendChild,
 * setAttribute…), and what Playwright evaluates in the page.
 */
const SIN_ARCHIVO = '(JS sin archivo)';

/**
 * The pieces the start-up is made of, by package: several npm packages are one piece each.
 * @param {string} paquete
 */
export function piezaDe(paquete) {
  if (paquete.startsWith('@module-federation/')) return 'federación (runtime MF)';
  if (/^(react|react-dom|scheduler)$/.test(paquete)) return 'React';
  if (/^@firebase\/(app|component|logger|util)$/.test(paquete) || paquete === 'firebase') return 'Firebase (app)';
  if (paquete === '@firebase/auth') return 'Firebase Auth';
  if (/^@firebase\/(firestore|webchannel-wrapper)$/.test(paquete)) return 'Firestore';
  return paquete;
}

/**
 * Self time per piece from a V8 CPU profile (ms), each function's samples to the package where
 * the function is defined, and per function (its source file and line). Idle time is left out, and
 * so is every sample after `hasta` (the profile's clock, µs).
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number } }>,
 *   startTime: number, samples?: number[], timeDeltas?: number[] }} perfil
 * @param {(url: string) => { archivo: string, app: string } | null} dist
 * @param {number} [hasta]
 */
export function tiempoPorPieza(perfil, dist, hasta = Number.POSITIVE_INFINITY) {
  /** @type {Map<string, SourceMapConsumer | null>} */
  const mapas = new Map();
  /** @param {string} url */
  const mapaDe = (url) => {
    if (!mapas.has(url)) {
      const encontrado = dist(url);
      const archivo = encontrado && `${encontrado.archivo}.map`;
      mapas.set(
        url,
        archivo && existsSync(archivo) ? new SourceMapConsumer(JSON.parse(readFileSync(archivo, 'utf8'))) : null,
      );
    }
    return mapas.get(url) ?? null;
  };
  /** @type {Map<number, string>} */
  const piezaDelNodo = new Map();
  /** @type {Map<number, string>} */
  const funcionDelNodo = new Map();
  for (const { id, callFrame } of perfil.nodes) {
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    if (functionName === '(idle)' || functionName === '(root)') continue;
    if (functionName === '(garbage collector)') piezaDelNodo.set(id, RECOLECTOR);
    else if (functionName === '(program)') piezaDelNodo.set(id, FUERA_DE_JS);
    else if (!url) piezaDelNodo.set(id, SIN_ARCHIVO);
    else {
      const mapa = mapaDe(url);
      // A function starts where its wrapper does, often unmapped (a module's factory): the first
      // mapping at or after it is inside its body.
      const posicion = { line: lineNumber + 1, column: columnNumber };
      const original =
        mapa &&
        [SourceMapConsumer.LEAST_UPPER_BOUND, SourceMapConsumer.GREATEST_LOWER_BOUND]
          .map((bias) => mapa.originalPositionFor({ ...posicion, bias }))
          .find((o) => o.source);
      const app = dist(url)?.app ?? '?';
      piezaDelNodo.set(
        id,
        original ? piezaDe(paqueteDe(original.source, app)) : `${SIN_MAPA} ${new URL(url).pathname}`,
      );
      funcionDelNodo.set(
        id,
        original
          ? `${original.source.replace(/.*node_modules\//, '')}:${original.line} ${functionName}`
          : `${new URL(url).pathname}:${lineNumber + 1}:${columnNumber} ${functionName}`,
      );
    }
  }
  /** @type {Record<string, number>} */
  const ms = {};
  /** @type {Record<string, number>} */
  const porFuncion = {};
  const { samples = [], timeDeltas = [] } = perfil;
  let instante = perfil.startTime;
  // A sample lasts until the next one.
  samples.forEach((nodo, i) => {
    instante += timeDeltas[i] ?? 0;
    if (instante > hasta) return;
    const pieza = piezaDelNodo.get(nodo);
    const duracion = (timeDeltas[i + 1] ?? 0) / 1000;
    if (pieza) ms[pieza] = (ms[pieza] ?? 0) + duracion;
    const funcion = funcionDelNodo.get(nodo);
    if (funcion) porFuncion[funcion] = (porFuncion[funcion] ?? 0) + duracion;
  });
  return { porPieza: ms, porFuncion };
}

/**
 * A cold load of `url` at CPU ×CPU_MOVIL, profiled until the app shows `texto`: the time by
 * piece, their sum, and the main thread's blocking time from the navigation until then (each long
 * task's part over 50 ms, roughly as TBT counts it, which starts at the first paint).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('./medir.mjs').EstadoDeSesion | null | undefined} storageState
 * @param {string} texto
 * @param {(url: string) => { archivo: string, app: string } | null} dist
 */
export async function costeDelArranque(browser, url, storageState, texto, dist) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    // Seen by the page itself, on each change of its DOM: checking from outside every frame
    // (innerText) forced style and layout each time, on the main thread being measured.
    await page.addInitScript((t) => {
      /** @type {Array<[number, number]>} */
      const tareas = [];
      Object.assign(globalThis, { __tareasLargas: tareas, __contenido: 0 });
      new PerformanceObserver((lista) => {
        for (const tarea of lista.getEntries()) tareas.push([tarea.startTime, tarea.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const vigia = new MutationObserver(() => {
        // On a page painted from HTML, until the app has taken its place.
        if (!document.body?.textContent?.includes(t) || document.getElementById('primera-pintura')) return;
        Object.assign(globalThis, { __contenido: performance.now() });
        vigia.disconnect();
      });
      vigia.observe(document, { childList: true, subtree: true, characterData: true });
    }, texto);
    // The profiler belongs to the page's renderer: a page of the same origin first keeps the route
    // in that process.
    await page.goto(new URL('/favicon.svg', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_MOVIL });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => Reflect.get(globalThis, '__contenido') > 0, null, {
      polling: 100,
      timeout: 60_000,
    });
    const ahora = /** @type {number} */ (await page.evaluate(() => performance.now()));
    const { profile } = await cdp.send('Profiler.stop');
    const [hasta, tareas] = /** @type {[number, Array<[number, number]>]} */ (
      await page.evaluate(() => [Reflect.get(globalThis, '__contenido'), Reflect.get(globalThis, '__tareasLargas')])
    );
    // The profile ends where the page's clock read `ahora` (within a round trip): samples after
    // the content are left out.
    const { porPieza, porFuncion } = tiempoPorPieza(profile, dist, profile.endTime - (ahora - hasta) * 1000);
    return {
      contenidoMs: Math.round(hasta),
      // A task that runs past the content counts up to it.
      bloqueoMs: Math.round(
        tareas
          .filter(([inicio]) => inicio < hasta)
          .reduce((s, [inicio, duracion]) => s + Math.max(0, Math.min(duracion, hasta - inicio) - 50), 0),
      ),
      hiloMs: Math.round(Object.values(porPieza).reduce((s, v) => s + v, 0)),
      porPieza: Object.fromEntries(
        Object.entries(porPieza)
          .map(([pieza, v]) => /** @type {const} */ ([pieza, Math.round(v)]))
          .sort((a, b) => b[1] - a[1]),
      ),
      /** The 15 functions that took the most. */
      funciones: Object.entries(porFuncion)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([funcion, v]) => /** @type {const} */ ([funcion, Math.round(v)])),
    };
  } finally {
    await context.close();
  }
}
