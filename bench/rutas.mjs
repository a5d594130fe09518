#!/usr/bin/env node
// `pnpm bench`: production builds served locally with the emulators, then headless Chromium loads
// each route with a cold cache and prints what it cost. Writes bench/results.json. Not part of the
// test command (figures are printed, never asserted here).
//
// The control: the same shell and remote code built as one ordinary app
// (bench/monolito/), served and measured in the same run with the same data, so each route's
// figures are also printed as federated ÷ monolith. Times are compared only within one run.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildAll } from '../scripts/build-all.mjs';
import { ADMIN_USER, CHROMIUM_LAUNCH, DEMO_USER, ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';
import { seed } from '../scripts/lib/seed.mjs';
import { serveBuilds } from '../scripts/lib/serve-builds.mjs';
import { APP, ARCHIVOS } from '../shell/primera-pintura/html.mjs';
import { FUNCIONES, PUERTOS, REMOTOS, VARIABLES_EMULADORES } from '../tooling/topologia.mjs';
import { CPU_MOVIL, costeDelArranque } from './arranque.mjs';
import { bytesPorPaquete, resolverDist } from './atribucion.mjs';
import { imprimirCampo, simularCampo } from './campo.mjs';
import {
  contenidoConLatencia,
  costeDelPdf,
  incumplimientos,
  iniciarSesion,
  LATENCIA_MS,
  medir,
  PRESUPUESTOS,
  sesionGuardada,
} from './medir.mjs';
import { contador, etiqueta, recibo, sembrar, sembrarReciboPublico, verificacion } from './semilla.mjs';
import { ACEPTAR_CERTIFICADO, certificadoLocal } from './tls.mjs';

const BASE = PUERTOS.bench; // Chromium refuses 6000 (an "unsafe" port)
const PUERTO_MONOLITO = PUERTOS.benchMonolito;
// The payer's page as the single-page app draws it (no rewrite to the function), federated and
// monolithic: what the owner sees inside the app, and what every payer got before the function.
// A deployment of its own (its remotes answer CORS for its shell's origin only).
const BASE_SPA = PUERTOS.benchSpa;
const PUERTO_SPA_MONOLITO = PUERTOS.benchSpaMonolito;
const MONOLITO = path.join(ROOT, 'bench', 'monolito');
const TOKEN = 'BenchBenchBenchBenchBenchBench01';
const RUTA_SPA = '/recibos/view/… (SPA)';
// A verification code (its last character is its check: dominio-recibos, leerCodigo) and the page
// that verifies receipt 1 by it, which the function serves.
const CODIGO = 'BENCHBENCHBENCHBENCHD';
const RUTA_VERIFICAR = `/verificar/${CODIGO}`;
// `--http2`: HTTPS and HTTP/2, as Hosting serves (over HTTP/1.1 a page's parallel downloads queue
// behind six connections per origin). Off by default: its Lighthouse figures are not comparable
// with the HTTP/1.1 ones recorded so far (docs/decisiones/007-precargas-de-arranque.md).
const TLS = process.argv.includes('--http2') ? certificadoLocal() : null;
const NAVEGADOR = TLS ? { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, ACEPTAR_CERTIFICADO] } : CHROMIUM_LAUNCH;

/**
 * The demo user's 10 labels and 30 receipts, and one public share.
 * @param {string} uid
 */
async function sembrarDatos(uid) {
  await sembrar([
    ...Array.from(
      { length: 10 },
      (_, k) => /** @type {const} */ ([`users/${uid}/etiquetas/e${k + 1}`, etiqueta(k + 1)]),
    ),
    ...Array.from(
      { length: 30 },
      (_, k) => /** @type {const} */ ([`users/${uid}/recibos/r${k + 1}`, recibo(k + 1, ['e1'])]),
    ),
    [`users/${uid}/contadores/recibos-2026`, contador(30)],
    [`verificaciones/${CODIGO}`, verificacion(1, 'r1')],
  ]);
  await sembrarReciboPublico(uid, TOKEN, ['e1']);
}

/**
 * What is read of a Lighthouse report beyond its failed audits: both categories' scores, three
 * audits' figures and the element the LCP was (its tag and its text).
 * @typedef {{
 *   categories: Record<'performance' | 'accessibility', { score: number | null }>,
 *   audits: Record<'first-contentful-paint' | 'largest-contentful-paint' | 'total-blocking-time', { numericValue: number }>,
 * }} Informe
 */

/**
 * The LCP's element as «<tag> texto»: so it is seen to be the page's own content. Lighthouse 13
 * names it in its LCP breakdown insight, a list whose node item is the element.
 * @param {unknown} auditoria the report's lcp-breakdown-insight audit
 */
function elementoDelLcp(auditoria) {
  /** @typedef {{ type?: string, nodeLabel?: string, snippet?: string }} Elemento */
  const elementos = /** @type {{ details?: { items?: Elemento[] } } | undefined} */ (auditoria)?.details?.items;
  const nodo = elementos?.find((e) => e.type === 'node');
  if (!nodo) return '—';
  const etiqueta = /^<([a-z0-9-]+)/i.exec(nodo.snippet ?? '')?.[1] ?? '?';
  const texto = (nodo.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return `<${etiqueta}> «${texto.length > 60 ? `${texto.slice(0, 59)}…` : texto}»`;
}

/**
 * Lighthouse on Debian's Chromium, driven through its debugging port: the desktop profile, or
 * its default mobile one (a mid-range phone, simulated slow 4G and 4× CPU). With `usuario`, the
 * profile signs in first and Lighthouse keeps its storage, so a signed-in route is measured.
 * @param {string} url
 * @param {{ movil?: boolean, usuario?: import('./medir.mjs').Usuario | null }} [opciones]
 */
async function lighthouseDe(url, { movil = false, usuario = null } = {}) {
  const puerto = PUERTOS.lighthouse;
  const perfil = mkdtempSync(path.join(tmpdir(), 'recibos-faro-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    ...NAVEGADOR,
    ignoreHTTPSErrors: true,
    args: [...NAVEGADOR.args, `--remote-debugging-port=${puerto}`],
  });
  try {
    if (usuario) {
      const page = await contexto.newPage();
      await iniciarSesion(page, new URL(url).origin, usuario);
      await page.close();
    }
    // A run without `gatherMode` (which only gathers, for a later audit) always has a result.
    const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
      await lighthouse(
        url,
        {
          port: puerto,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: Boolean(usuario),
        },
        movil ? undefined : desktopConfig,
      )
    );
    const fallidas = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id);
    // The two categories asked for, and these audits of theirs with their figures, are in every
    // such report. A score Lighthouse could not compute is null, and counts as 0 (as null × 100 did).
    const { categories, audits } = /** @type {Informe} */ (lhr);
    return {
      rendimiento: Math.round((categories.performance.score ?? 0) * 100),
      accesibilidad: Math.round((categories.accessibility.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      lcpElemento: elementoDelLcp(lhr.audits['lcp-breakdown-insight']),
      auditoriasFallidas: fallidas,
    };
  } finally {
    await contexto.close();
    rmSync(perfil, { recursive: true, force: true });
  }
}

/**
 * Each Cloud Function's own share of a cold start: a fresh Node loading its bundle (median of 3).
 * A cold start in production adds the instance's start, which cannot be measured here
 * (docs/decisiones/002).
 */
function cargaDeFunciones() {
  return Object.fromEntries(
    FUNCIONES.map((f) => {
      const modulo = path.join(ROOT, f.carpeta, 'lib', 'index.js');
      const guion = `const t=performance.now();await import(${JSON.stringify(modulo)});console.log(performance.now()-t)`;
      const veces = Array.from({ length: 3 }, () =>
        Number(execFileSync(process.execPath, ['--input-type=module', '-e', guion], { cwd: ROOT }).toString()),
      );
      // Three numbers: their median is one of them.
      return [f.nombre, Math.round(/** @type {number} */ (mediana(veces)))];
    }),
  );
}

/** Each remote's entry file (what the shell runs before any of its modules), gzip. */
function entradasDeRemotos() {
  return Object.fromEntries(
    REMOTOS.map((app) => {
      const dist = path.join(ROOT, app.carpeta, 'dist');
      const manifiesto = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const { name, path: carpeta = '' } = manifiesto.metaData.remoteEntry;
      const codigo = readFileSync(path.join(dist, carpeta, name));
      return [app.carpeta, gzipSync(codigo, { level: 9 }).length];
    }),
  );
}

/** Cold loads per route and build (`--repeticiones N`, default 3). */
const REPETICIONES = Number(process.argv[process.argv.indexOf('--repeticiones') + 1]) || 3;
// `--solo-arranque`: only the routes' loads and their start-up's pieces (no latency, PDF or
// Lighthouse runs), a few minutes instead of a quarter of an hour.
const SOLO_ARRANQUE = process.argv.includes('--solo-arranque');
// `--solo-campo`: only the field simulation (bench/campo.mjs); `--cargas-de-campo N` loads per route and build.
const SOLO_CAMPO = process.argv.includes('--solo-campo');
const CARGAS_DE_CAMPO = Number(process.argv[process.argv.indexOf('--cargas-de-campo') + 1]) || 10;

/** @param {ReadonlyArray<number | null>} valores */
const mediana = (valores) => {
  const orden = valores.filter((v) => v !== null).sort((a, b) => a - b);
  return orden.length ? orden[Math.floor(orden.length / 2)] : null;
};

/**
 * The first load's figures, with TTFB, FCP and LCP the median over all loads.
 * @param {import('./medir.mjs').Medida[]} cargas at least one
 */
const conMedianas = (cargas) => ({
  .../** @type {import('./medir.mjs').Medida} */ (cargas[0]),
  ttfbMs: mediana(cargas.map((c) => c.ttfbMs)),
  fcpMs: mediana(cargas.map((c) => c.fcpMs)),
  lcpMs: mediana(cargas.map((c) => c.lcpMs)),
});

/**
 * The run whose figure is the median (its other figures are that run's).
 * @template T
 * @param {T[]} corridas at least one
 * @param {(corrida: T) => number} cifra
 * @returns {T}
 */
const corridaMediana = (corridas, cifra) =>
  /** @type {T} */ ([...corridas].sort((a, b) => cifra(a) - cifra(b))[Math.floor(corridas.length / 2)]);

/**
 * The lowest and highest score and TBT of a route's Lighthouse runs: on this machine the same build
 * of /recibos scored 72 to 90 over sixteen runs, so a median is read beside its spread.
 * @param {Array<{ rendimiento: number, tbtMs: number }>} corridas at least one
 */
const rangoDe = (corridas) => {
  const de = (/** @type {number[]} */ v) => `${Math.min(...v)}–${Math.max(...v)}`;
  return { rendimiento: de(corridas.map((c) => c.rendimiento)), tbtMs: de(corridas.map((c) => c.tbtMs)) };
};

const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/**
 * A figure, if it was measured.
 * @typedef {number | null | undefined} Cifra
 */
const veces = (/** @type {Cifra} */ a, /** @type {Cifra} */ b) => (a && b ? `${(a / b).toFixed(2)}×` : '—');
const idasDeMas = (/** @type {Cifra} */ a, /** @type {Cifra} */ b) =>
  a && b ? `(${(a - b) / LATENCIA_MS >= 0 ? '+' : ''}${((a - b) / LATENCIA_MS).toFixed(1)})` : '—';

// Source maps beside the builds: what each package (the icon set among them) costs per route.
process.env.MAPAS_DE_FUENTES = '1';
if (!process.argv.includes('--sin-build')) {
  await buildAll({ emulators: true });
  await run(path.join(ROOT, 'shell', 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: MONOLITO,
    env: { ...VARIABLES_EMULADORES, NODE_ENV: 'production' },
  });
}
// The control paints nothing from HTML: served with the shell's rewrites, its painted routes and
// every other path are its index.html (the federated shell's are made by shell/primera-pintura/).
for (const archivo of [...Object.values(ARCHIVOS), APP].filter((a) => a !== 'index.html'))
  copyFileSync(path.join(MONOLITO, 'dist', 'index.html'), path.join(MONOLITO, 'dist', archivo));
const emulators = await startEmulators({ quiet: true });
let served;
let servedSpa;
const browser = await chromium.launch(NAVEGADOR);
try {
  const { demoUid } = await seed();
  await sembrarDatos(demoUid);
  served = await serveBuilds({
    basePort: BASE,
    // Served like the shell (same headers); it never asks for remotes.json.
    extraShells: [{ dir: path.join(MONOLITO, 'dist'), port: PUERTO_MONOLITO }],
    tls: TLS,
  });
  servedSpa = await serveBuilds({
    basePort: BASE_SPA,
    extraShells: [{ dir: path.join(MONOLITO, 'dist'), port: PUERTO_SPA_MONOLITO }],
    tls: TLS,
    sinFunciones: true,
  });
  const spa = servedSpa.shellOrigin;
  // One extra shell each: one origin each.
  const [spaMonolito] = /** @type {[string]} */ (servedSpa.extraShellOrigins);
  const shell = served.shellOrigin;
  const [monolito] = /** @type {[string]} */ (served.extraShellOrigins);
  /** @param {{ remotes: Record<string, string> }} despliegue */
  const origenesDeRemotos = (despliegue) =>
    Object.fromEntries(Object.entries(despliegue.remotes).map(([k, v]) => [k, new URL(v).origin]));
  const remotos = origenesDeRemotos(served);
  const remotosSpa = origenesDeRemotos(servedSpa);
  /** @typedef {Record<'demo' | 'admin', import('./medir.mjs').EstadoDeSesion>} Sesiones */
  // A session per origin: each keeps its own IndexedDB.
  /** @type {Record<string, Sesiones>} */
  const sesiones = {};
  for (const origen of [shell, monolito])
    sesiones[origen] = {
      demo: await sesionGuardada(browser, origen, DEMO_USER),
      admin: await sesionGuardada(browser, origen, ADMIN_USER, { admin: true }),
    };
  // Each route's main content: a text its remote draws (from the seeded data where there is some).
  /** @type {Array<[ruta: string, quien: keyof Sesiones | null, contenido: string]>} */
  const rutas = [
    ['/login', null, 'Entrar'],
    ['/', 'demo', 'Cliente 30'],
    ['/etiquetas', 'demo', 'Etiqueta 1'],
    ['/recibos', 'demo', 'Cliente 30'],
    // The payer's page: server-rendered by the function (what a payer's link opens), and drawn by
    // the single-page app (what the owner opens inside the app).
    [`/recibos/view/${TOKEN}`, null, 'Cliente 1'],
    [RUTA_SPA, null, 'Cliente 1'],
    ['/admin/tokens', 'admin', demoUid], // the share's owner (seeded without an email)
  ];
  /**
   * Where each build serves a route: the SPA's payer page has servers of its own.
   * @param {string} ruta
   * @returns {[federado: string, monolito: string]}
   */
  const origenes = (ruta) => (ruta === RUTA_SPA ? [spa, spaMonolito] : [shell, monolito]);
  /**
   * @param {string} origen
   * @param {string} ruta
   */
  const url = (origen, ruta) => `${origen}${ruta === RUTA_SPA ? `/recibos/view/${TOKEN}` : ruta}`;
  /** @typedef {Awaited<ReturnType<typeof costeDelArranque>>} Arranque */
  /**
   * A route's figures, federated: with what each package costs and the icon set's share.
   * @type {Record<string, ReturnType<typeof conMedianas> & { contenidoConLatenciaMs: Cifra,
   *   paquetes: ReturnType<typeof bytesPorPaquete>, iconosGzip: number, arranque: Arranque }>}
   */
  const resultados = {};
  /** @type {Record<string, Omit<ReturnType<typeof conMedianas>, 'archivos'> & { contenidoConLatenciaMs: Cifra, arranque: Arranque }>} */
  const controles = {};
  const dist = resolverDist(served);
  // Each origin's files on disk, for the start-up's pieces (the monoliths' are one folder).
  const carpetaDelMonolito = path.relative(ROOT, path.join(MONOLITO, 'dist', '..'));
  /** @type {Record<string, ReturnType<typeof resolverDist>>} */
  const distDe = {
    [shell]: dist,
    [monolito]: resolverDist(served, { [monolito]: carpetaDelMonolito }),
    [spa]: resolverDist(servedSpa),
    [spaMonolito]: resolverDist(servedSpa, { [spaMonolito]: carpetaDelMonolito }),
  };
  // The field simulation: the signed-in routes and /login, through /api/medidas.
  const rutasDeCampo = rutas.filter(([ruta]) => ruta !== RUTA_SPA && !ruta.startsWith('/recibos/view/'));
  const campo = await simularCampo({
    browser,
    rutas: rutasDeCampo,
    builds: [
      ['federado', shell],
      ['monolito', monolito],
    ],
    sesiones,
    cargas: CARGAS_DE_CAMPO,
  });
  imprimirCampo(
    campo,
    rutasDeCampo.map(([ruta]) => ruta),
    CARGAS_DE_CAMPO,
  );
  for (const [ruta, quien, contenido] of SOLO_CAMPO ? [] : rutas) {
    // Alternated, so both builds see the machine in the same state; times are the median of the
    // cold loads (bytes and requests are the same every time).
    /** @type {import('./medir.mjs').Medida[]} */
    const federadas = [];
    /** @type {import('./medir.mjs').Medida[]} */
    const monoliticas = [];
    /** @type {Record<'federado' | 'monolito', number[]>} */
    const conLatencia = { federado: [], monolito: [] };
    /** @type {Record<'federado' | 'monolito', Arranque[]>} */
    const arranques = { federado: [], monolito: [] };
    const [fed, mono] = origenes(ruta);
    // The routes with a `quien` are served by the shell and the monolith, which have sessions.
    for (let i = 0; i < REPETICIONES; i++) {
      federadas.push(
        await medir(
          browser,
          url(fed, ruta),
          quien && /** @type {Sesiones} */ (sesiones[fed])[quien],
          fed === spa ? remotosSpa : remotos,
          contenido,
        ),
      );
      monoliticas.push(
        await medir(browser, url(mono, ruta), quien && /** @type {Sesiones} */ (sesiones[mono])[quien], {}, contenido),
      );
      for (const [build, origen] of /** @type {const} */ ([
        ['federado', fed],
        ['monolito', mono],
      ])) {
        const sesion = quien && sesiones[origen]?.[quien];
        if (!SOLO_ARRANQUE)
          conLatencia[build].push(await contenidoConLatencia(browser, url(origen, ruta), sesion, contenido));
        arranques[build].push(
          await costeDelArranque(
            browser,
            url(origen, ruta),
            sesion,
            contenido,
            /** @type {ReturnType<typeof resolverDist>} */ (distDe[origen]),
          ),
        );
      }
    }
    const r = conMedianas(federadas);
    const paquetes = bytesPorPaquete(r.archivos, dist);
    resultados[ruta] = {
      ...r,
      contenidoConLatenciaMs: mediana(conLatencia.federado),
      paquetes,
      iconosGzip: paquetes['lucide-react']?.gzip ?? 0,
      arranque: corridaMediana(arranques.federado, (a) => a.hiloMs),
    };
    const { archivos, ...control } = conMedianas(monoliticas);
    controles[ruta] = {
      ...control,
      contenidoConLatenciaMs: mediana(conLatencia.monolito),
      arranque: corridaMediana(arranques.monolito, (a) => a.hiloMs),
    };
  }
  // What the main thread does at start-up on a phone, piece by piece (bench/arranque.mjs).
  console.log(
    `\nArranque en el móvil (CPU ×${CPU_MOVIL}, sin limitar la red): ms de hilo principal hasta ver el contenido, por pieza; la carga mediana de ${REPETICIONES} por tiempo de hilo`,
  );
  for (const [ruta, r] of Object.entries(resultados)) {
    const m = /** @type {(typeof controles)[string]} */ (controles[ruta]);
    for (const [build, a] of /** @type {const} */ ([
      ['federado', r.arranque],
      ['monolito', m.arranque],
    ])) {
      const piezas = Object.entries(a.porPieza)
        .filter(([, ms]) => ms >= 5)
        .map(([pieza, ms]) => `${pieza} ${ms}`)
        .join(' · ');
      console.log(
        `${(build === 'federado' ? ruta : '').padEnd(28)} ${build.padEnd(9)} contenido ${String(a.contenidoMs).padStart(5)} ms · hilo ${String(a.hiloMs).padStart(5)} ms · bloqueo ${String(a.bloqueoMs).padStart(4)} ms  ${piezas}`,
      );
    }
  }
  if (process.argv.includes('--detalle'))
    for (const [ruta, r] of Object.entries(resultados)) {
      console.log(`\n${ruta}, federado: las funciones que más hilo ocuparon (ms, CPU ×${CPU_MOVIL})`);
      for (const [funcion, ms] of r.arranque.funciones) console.log(`${String(ms).padStart(6)}  ${funcion}`);
    }
  console.log(
    '(Hilo: tiempo de CPU del hilo principal, medido con la CPU ralentizada; bloqueo: lo que pasa de 50 ms en cada tarea larga desde la navegación hasta el contenido, parecido al TBT. «fuera de JS»: HTML, estilos, maquetación, pintura y compilación; «JS sin archivo»: funciones de V8 y del DOM a las que llama el código, y lo que evalúa Playwright.)',
  );
  if (!SOLO_ARRANQUE && !SOLO_CAMPO) {
    // «Descargar PDF» on a receipt in Spanish letters, and on one whose payer needs Noto Sans.
    await sembrar([[`users/${demoUid}/recibos/pdf`, recibo(31, ['e1'], { pagador: 'Оксана Ковальчук · Ștefan' })]]);
    const pdf = {
      espanol: await costeDelPdf(
        browser,
        `${shell}/recibos/r1`,
        /** @type {Sesiones} */ (sesiones[shell]).demo,
        'Cliente 1',
      ),
      otrasLetras: await costeDelPdf(
        browser,
        `${shell}/recibos/pdf`,
        /** @type {Sesiones} */ (sesiones[shell]).demo,
        'Оксана',
      ),
    };
    const entradas = entradasDeRemotos();
    const funciones = cargaDeFunciones();
    /** @type {Record<string, Awaited<ReturnType<typeof lighthouseDe>>>} */
    const faro = {};
    for (const ruta of ['/login', `/recibos/view/${TOKEN}`, RUTA_SPA])
      faro[ruta] = await lighthouseDe(url(origenes(ruta)[0], ruta));
    // The phone: Lighthouse's mobile profile on every route, federated and monolith alternated, each
    // REPETICIONES times; the median run by score (its figures are that run's).
    /** @typedef {Awaited<ReturnType<typeof lighthouseDe>> & { rango: ReturnType<typeof rangoDe> }} FaroMovil */
    /** @type {Record<string, FaroMovil>} */
    const faroMovil = {};
    /** @type {Record<string, FaroMovil>} */
    const faroMovilMonolito = {};
    for (const [ruta, usuario] of /** @type {Array<[string, import('./medir.mjs').Usuario | null]>} */ ([
      ['/login', null],
      ['/register', null],
      ['/', DEMO_USER],
      ['/etiquetas', DEMO_USER],
      ['/recibos', DEMO_USER],
      ['/admin/tokens', ADMIN_USER],
      [`/recibos/view/${TOKEN}`, null],
      [RUTA_SPA, null],
      [RUTA_VERIFICAR, null],
    ])) {
      const [fed, mono] = origenes(ruta);
      /** @type {Record<'federado' | 'monolito', Array<Awaited<ReturnType<typeof lighthouseDe>>>>} */
      const corridas = { federado: [], monolito: [] };
      for (let i = 0; i < REPETICIONES; i++) {
        corridas.federado.push(await lighthouseDe(url(fed, ruta), { movil: true, usuario }));
        // The pages the functions serve have no monolith: they are the same HTML.
        if (ruta !== `/recibos/view/${TOKEN}` && ruta !== RUTA_VERIFICAR)
          corridas.monolito.push(await lighthouseDe(url(mono, ruta), { movil: true, usuario }));
      }
      faroMovil[ruta] = {
        ...corridaMediana(corridas.federado, (l) => l.rendimiento),
        rango: rangoDe(corridas.federado),
      };
      if (corridas.monolito.length)
        faroMovilMonolito[ruta] = {
          ...corridaMediana(corridas.monolito, (l) => l.rendimiento),
          rango: rangoDe(corridas.monolito),
        };
    }
    writeFileSync(
      path.join(ROOT, 'bench', 'results.json'),
      `${JSON.stringify(
        {
          fecha: new Date().toISOString(),
          rutas: resultados,
          monolito: controles,
          entradasDeRemotos: entradas,
          descargarPdf: pdf,
          cargaDeFuncionesMs: funciones,
          lighthouse: faro,
          lighthouseMovil: faroMovil,
          lighthouseMovilMonolito: faroMovilMonolito,
          campo,
        },
        null,
        2,
      )}\n`,
    );
    console.log(
      '\nRuta                         JS gzip   JS bruto  Peticiones  Cadena  TTFB ms  FCP ms  LCP ms  Copias  Iconos  Remotos',
    );
    for (const [ruta, r] of Object.entries(resultados)) {
      console.log(
        `${ruta.padEnd(28)} ${`${(r.jsGzip / 1000).toFixed(1)} kB`.padStart(9)} ${`${(r.jsBytes / 1000).toFixed(0)} kB`.padStart(9)} ${String(r.jsPeticiones).padStart(10)} ${String(r.cadenaMasLarga).padStart(7)} ${String(r.ttfbMs).padStart(8)} ${String(r.fcpMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.copiasMaximas).padStart(7)} ${`${(r.iconosGzip / 1000).toFixed(1)} kB`.padStart(7)}  ${r.remotosPedidos.join(', ')}`,
      );
    }
    console.log(
      `(${`/recibos/view/${TOKEN}`}: la página del pagador que sirve la función; ${RUTA_SPA}: la misma ruta dibujada por la SPA, como la abre el dueño dentro de la app.)`,
    );
    console.log('(Iconos: el código de lucide-react de la ruta, gzip por separado, según los source maps.)');
    if (process.argv.includes('--detalle'))
      for (const [ruta, r] of Object.entries(resultados)) {
        console.log(`\n${ruta}`);
        for (const a of r.archivos) console.log(`${`${(a.gzip / 1000).toFixed(1)} kB`.padStart(10)}  ${a.url}`);
        console.log('  por paquete (gzip de su código por separado):');
        for (const [paquete, b] of Object.entries(r.paquetes))
          console.log(`${`${(b.gzip / 1000).toFixed(1)} kB`.padStart(10)}  ${paquete}`);
      }
    console.log('\nFederado ÷ monolito (la misma app en un solo bundle, medida en esta misma ejecución)');
    console.log(
      `Ruta                         JS gzip fed / mono         Peticiones      Cadena     FCP ms fed / mono   LCP ms fed / mono     Contenido a ${LATENCIA_MS} ms fed / mono`,
    );
    for (const [ruta, r] of Object.entries(resultados)) {
      // Every route measured has both.
      const m = /** @type {(typeof controles)[string]} */ (controles[ruta]);
      console.log(
        `${ruta.padEnd(28)} ${`${kB(r.jsGzip)} / ${kB(m.jsGzip)} ${veces(r.jsGzip, m.jsGzip)}`.padEnd(26)} ${`${r.peticiones} / ${m.peticiones}`.padEnd(15)} ${`${r.cadenaMasLarga} / ${m.cadenaMasLarga}`.padEnd(10)} ${`${r.fcpMs} / ${m.fcpMs} ${veces(r.fcpMs, m.fcpMs)}`.padEnd(19)} ${`${r.lcpMs} / ${m.lcpMs} ${veces(r.lcpMs, m.lcpMs)}`.padEnd(21)} ${r.contenidoConLatenciaMs} / ${m.contenidoConLatenciaMs} ${idasDeMas(r.contenidoConLatenciaMs, m.contenidoConLatenciaMs)}`,
      );
    }
    console.log('(Peticiones y cadena: JS y el JSON de la app —remotes.json, manifiestos—; la cadena cuenta el HTML.)');
    console.log(
      `(Contenido: ms hasta ver el contenido principal con ${LATENCIA_MS} ms de latencia añadida a cada petición; entre paréntesis, la diferencia en idas y vueltas de ${LATENCIA_MS} ms.)`,
    );
    console.log(
      `\nEntrada de cada remoto (gzip): ${Object.entries(entradas)
        .map(([r, b]) => `${r} ${kB(b)}`)
        .join(' · ')}`,
    );
    console.log(
      `«Descargar PDF», JS al pulsar (gzip): recibo en letras españolas ${kB(pdf.espanol.jsGzip)} (${pdf.espanol.jsPeticiones} archivos) · con un pagador en cirílico y rumano ${kB(pdf.otrasLetras.jsGzip)} (${pdf.otrasLetras.jsPeticiones})`,
    );
    console.log(
      `Funciones, su módulo cargado por un Node nuevo (su parte de un arranque en frío): ${Object.entries(funciones)
        .map(([f, ms]) => `${f} ${ms} ms`)
        .join(' · ')}`,
    );
    for (const [titulo, resultadosFaro] of /** @type {const} */ ([
      ['Lighthouse (escritorio)', faro],
      [`Lighthouse (móvil, federado; mediana de ${REPETICIONES})`, faroMovil],
      [`Lighthouse (móvil, monolito; mediana de ${REPETICIONES})`, faroMovilMonolito],
    ])) {
      console.log(
        `\n${titulo.padEnd(41)} Rendimiento  Accesibilidad  FCP ms  LCP ms  TBT ms  Rango (rend. · TBT)  Auditorías fallidas`,
      );
      for (const [ruta, l] of Object.entries(resultadosFaro)) {
        const rango =
          'rango' in l
            ? `${/** @type {FaroMovil} */ (l).rango.rendimiento} · ${/** @type {FaroMovil} */ (l).rango.tbtMs}`
            : '—';
        console.log(
          `${ruta.padEnd(40)} ${String(l.rendimiento).padStart(12)} ${String(l.accesibilidad).padStart(14)} ${String(l.fcpMs).padStart(7)} ${String(l.lcpMs).padStart(7)} ${String(l.tbtMs).padStart(7)}  ${rango.padEnd(19)}  ${l.auditoriasFallidas.join(', ') || '—'}`,
        );
      }
    }
    console.log('\nElemento del LCP en el móvil (federado · monolito)');
    for (const [ruta, l] of Object.entries(faroMovil))
      console.log(`${ruta.padEnd(40)} ${l.lcpElemento} · ${faroMovilMonolito[ruta]?.lcpElemento ?? '(sin monolito)'}`);
    console.log('\nMóvil, federado − monolito (puntos de rendimiento)');
    for (const [ruta, l] of Object.entries(faroMovil)) {
      const m = faroMovilMonolito[ruta];
      if (m)
        console.log(
          `${ruta.padEnd(40)} ${l.rendimiento - m.rendimiento >= 0 ? '+' : ''}${l.rendimiento - m.rendimiento}`,
        );
    }
    const fallos = Object.entries(resultados).flatMap(([ruta, r]) => incumplimientos(ruta, r));
    console.log(
      fallos.length
        ? `\nPresupuestos NO cumplidos:\n  ${fallos.join('\n  ')}`
        : `\nPresupuestos cumplidos: /login ≤ ${kB(PRESUPUESTOS['/login'] ?? 0)}, recibo público ≤ ${kB(PRESUPUESTOS.publico ?? 0)}, una copia de cada librería compartida, sin Firestore en /login, mf-admin solo en /admin/tokens, la pista de compilación en cada archivo JS.`,
    );
    console.log('\nResultados completos en bench/results.json');
  }
} finally {
  await browser.close();
  await served?.close();
  await servedSpa?.close();
  await emulators.stop();
}
