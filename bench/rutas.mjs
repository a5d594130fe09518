#!/usr/bin/env node
// `pnpm bench`: production builds served locally with the emulators, then headless Chromium loads
// each route with a cold cache and prints what it cost. Writes bench/results.json. Not part of the
// test command (figures are printed, never asserted here).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildAll } from '../scripts/build-all.mjs';
import { ADMIN_USER, CHROMIUM_LAUNCH, DEMO_USER, ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { seed } from '../scripts/lib/seed.mjs';
import { serveBuilds } from '../scripts/lib/serve-builds.mjs';
import { bytesPorPaquete, resolverDist } from './atribucion.mjs';
import { incumplimientos, medir, sesionGuardada } from './medir.mjs';
import { contador, etiqueta, recibo, sembrar, sembrarReciboPublico } from './semilla.mjs';

const BASE = 7000; // Chromium refuses 6000 (an "unsafe" port)
const TOKEN = 'BenchBenchBenchBenchBenchBench01';

/** The demo user's 10 labels and 30 receipts, and one public share. */
async function sembrarDatos(uid) {
  await sembrar([
    ...Array.from({ length: 10 }, (_, k) => [`users/${uid}/etiquetas/e${k + 1}`, etiqueta(k + 1)]),
    ...Array.from({ length: 30 }, (_, k) => [`users/${uid}/recibos/r${k + 1}`, recibo(k + 1, ['e1'])]),
    [`users/${uid}/contadores/recibos`, contador(30)],
  ]);
  await sembrarReciboPublico(uid, TOKEN, ['e1']);
}

/** Lighthouse (desktop profile) on Debian's Chromium, driven through its debugging port. */
async function lighthouseDe(url) {
  const puerto = 9333;
  const navegador = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${puerto}`],
  });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: puerto, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      desktopConfig,
    );
    const fallidas = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id);
    return {
      rendimiento: Math.round(lhr.categories.performance.score * 100),
      accesibilidad: Math.round(lhr.categories.accessibility.score * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      auditoriasFallidas: fallidas,
    };
  } finally {
    await navegador.close();
  }
}

// Source maps beside the builds: what each package (the icon set among them) costs per route.
process.env.MAPAS_DE_FUENTES = '1';
if (!process.argv.includes('--sin-build')) await buildAll({ emulators: true });
const emulators = await startEmulators({ quiet: true });
let served;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const { demoUid } = await seed();
  await sembrarDatos(demoUid);
  served = await serveBuilds({ basePort: BASE });
  const shell = served.shellOrigin;
  const remotos = Object.fromEntries(Object.entries(served.remotes).map(([k, v]) => [k, new URL(v).origin]));
  const demo = await sesionGuardada(browser, shell, DEMO_USER);
  const admin = await sesionGuardada(browser, shell, ADMIN_USER);
  const rutas = [
    ['/login', null],
    ['/', demo],
    ['/etiquetas', demo],
    ['/recibos', demo],
    [`/recibos/view/${TOKEN}`, null],
    ['/admin/tokens', admin],
  ];
  const resultados = {};
  const dist = resolverDist(served);
  for (const [ruta, estado] of rutas) {
    const r = await medir(browser, `${shell}${ruta}`, estado, remotos);
    r.paquetes = bytesPorPaquete(r.archivos, dist);
    r.iconosGzip = r.paquetes['lucide-react']?.gzip ?? 0;
    resultados[ruta] = r;
  }
  const faro = {};
  for (const ruta of ['/login', `/recibos/view/${TOKEN}`]) faro[ruta] = await lighthouseDe(`${shell}${ruta}`);
  writeFileSync(
    path.join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ fecha: new Date().toISOString(), rutas: resultados, lighthouse: faro }, null, 2)}\n`,
  );
  console.log(
    '\nRuta                         JS gzip   JS bruto  Peticiones  Cadena  FCP ms  LCP ms  Copias  Iconos  Remotos',
  );
  for (const [ruta, r] of Object.entries(resultados)) {
    console.log(
      `${ruta.padEnd(28)} ${`${(r.jsGzip / 1000).toFixed(1)} kB`.padStart(9)} ${`${(r.jsBytes / 1000).toFixed(0)} kB`.padStart(9)} ${String(r.jsPeticiones).padStart(10)} ${String(r.cadenaMasLarga).padStart(7)} ${String(r.fcpMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.copiasMaximas).padStart(7)} ${`${(r.iconosGzip / 1000).toFixed(1)} kB`.padStart(7)}  ${r.remotosPedidos.join(', ')}`,
    );
  }
  console.log('(Iconos: el código de lucide-react de la ruta, gzip por separado, según los source maps.)');
  if (process.argv.includes('--detalle'))
    for (const [ruta, r] of Object.entries(resultados)) {
      console.log(`\n${ruta}`);
      for (const a of r.archivos) console.log(`${`${(a.gzip / 1000).toFixed(1)} kB`.padStart(10)}  ${a.url}`);
      console.log('  por paquete (gzip de su código por separado):');
      for (const [paquete, b] of Object.entries(r.paquetes))
        console.log(`${`${(b.gzip / 1000).toFixed(1)} kB`.padStart(10)}  ${paquete}`);
    }
  console.log(
    '\nLighthouse (escritorio)       Rendimiento  Accesibilidad  FCP ms  LCP ms  TBT ms  Auditorías fallidas',
  );
  for (const [ruta, l] of Object.entries(faro)) {
    console.log(
      `${ruta.padEnd(28)} ${String(l.rendimiento).padStart(12)} ${String(l.accesibilidad).padStart(14)} ${String(l.fcpMs).padStart(7)} ${String(l.lcpMs).padStart(7)} ${String(l.tbtMs).padStart(7)}  ${l.auditoriasFallidas.join(', ') || '—'}`,
    );
  }
  const fallos = Object.entries(resultados).flatMap(([ruta, r]) => incumplimientos(ruta, r));
  console.log(
    fallos.length
      ? `\nPresupuestos NO cumplidos:\n  ${fallos.join('\n  ')}`
      : '\nPresupuestos cumplidos: /login ≤ 175 kB, recibo público ≤ 160 kB, una copia de cada librería compartida, sin Firestore en /login, mf-admin solo en /admin/tokens.',
  );
  console.log('\nResultados completos en bench/results.json');
} finally {
  await browser.close();
  await served?.close();
  await emulators.stop();
}
