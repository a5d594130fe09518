#!/usr/bin/env node
// `pnpm bench`: production builds served locally with the emulators, then headless Chromium loads
// each route with a cold cache and prints what it cost. Writes bench/results.json. Not part of the
// test command (figures are printed, never asserted here).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildAll } from '../scripts/build-all.mjs';
import { ADMIN_USER, DEMO_USER, PROJECT_ID, ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { seed } from '../scripts/lib/seed.mjs';
import { serveBuilds } from '../scripts/lib/serve-builds.mjs';

const BASE = 7000; // Chromium refuses 6000 (an "unsafe" port)
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const TOKEN = 'BenchBenchBenchBenchBenchBench01';

async function uidDe(email) {
  const r = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  return (await r.json()).users[0].localId;
}

const str = (v) => ({ stringValue: v });
const int = (v) => ({ integerValue: String(v) });
async function escribir(ruta, fields) {
  const r = await fetch(`${FIRESTORE}/${ruta}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!r.ok) throw new Error(`${ruta}: ${await r.text()}`);
}

/** Demo data written with the emulator's owner token (bypasses rules; shapes as the app writes). */
async function sembrarDatos() {
  const uid = await uidDe(DEMO_USER.email);
  const ahora = { timestampValue: new Date().toISOString() };
  for (let i = 1; i <= 10; i++) {
    await escribir(`users/${uid}/etiquetas/e${i}`, {
      nombre: str(`Etiqueta ${i}`),
      color: str('bg-sky-100 text-sky-800'),
      createdAt: ahora,
      updatedAt: ahora,
    });
  }
  const linea = { mapValue: { fields: { descripcion: str('Servicio'), cantidad: int(1), precioUnitario: int(5000) } } };
  const persona = (n) => ({ mapValue: { fields: { nombre: str(n) } } });
  for (let n = 1; n <= 30; n++) {
    await escribir(`users/${uid}/recibos/r${n}`, {
      numero: int(n),
      fecha: str('2026-11-01'),
      emisor: persona('Demo'),
      pagador: persona(`Cliente ${n}`),
      concepto: str('Servicios'),
      lineas: { arrayValue: { values: [linea] } },
      total: int(5000),
      moneda: str('EUR'),
      metodoPago: str('transferencia'),
      estado: str('emitido'),
      etiquetas: { arrayValue: { values: [str('e1')] } },
      notas: str(''),
      busqueda: { arrayValue: { values: [str('cl'), str('cliente')] } },
      compartido: { nullValue: null },
      createdAt: ahora,
      updatedAt: ahora,
    });
  }
  await escribir(`users/${uid}/contadores/recibos`, { recibos: int(30) });
  await escribir(`recibosPublicos/${TOKEN}`, {
    ownerUid: str(uid),
    reciboId: str('r1'),
    snapshot: {
      mapValue: {
        fields: {
          numero: str('R-2026-0001'),
          fecha: str('2026-11-01'),
          emisor: persona('Demo'),
          pagador: persona('Cliente 1'),
          concepto: str('Servicios'),
          lineas: { arrayValue: { values: [linea] } },
          total: int(5000),
          moneda: str('EUR'),
          metodoPago: str('transferencia'),
          estado: str('emitido'),
        },
      },
    },
    createdAt: ahora,
    expiresAt: { nullValue: null },
    revocado: { booleanValue: false },
  });
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
};

async function sesionGuardada(browser, shell, usuario) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shell}/login`);
  await page.getByLabel('Correo electrónico').fill(usuario.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(usuario.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const estado = await context.storageState({ indexedDB: true });
  await context.close();
  return estado;
}

async function medir(browser, url, storageState, remotos) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const iniciador = new Map();
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const origen =
      initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url;
    if (!iniciador.has(request.url)) iniciador.set(request.url, origen ?? null);
  });
  const js = [];
  const pendientes = [];
  page.on('response', (r) => {
    if (!(r.headers()['content-type'] ?? '').includes('javascript')) return;
    pendientes.push(
      r.body().then(
        (b) => js.push({ url: r.url(), bytes: b.length, gzip: gzipSync(b, { level: 9 }).length }),
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pendientes);
  const vitals = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        new PerformanceObserver((lista) => {
          const entradas = lista.getEntries();
          resolve({ fcp, lcp: entradas[entradas.length - 1]?.startTime ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp: null }), 1000);
      }),
  );
  const compartidos = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const r = {};
    for (const scopes of Object.values(share))
      for (const paquetes of Object.values(scopes))
        for (const [nombre, versiones] of Object.entries(paquetes))
          for (const [v, info] of Object.entries(versiones)) {
            if (!info.loaded) continue;
            r[nombre] = r[nombre] ?? new Set();
            r[nombre].add(`${v}@${info.from}`);
          }
    return Object.fromEntries(Object.entries(r).map(([k, s]) => [k, s.size]));
  });
  const profundidad = (u, vistos = new Set()) => {
    const padre = iniciador.get(u);
    if (!padre || vistos.has(u)) return 1;
    vistos.add(u);
    return 1 + profundidad(padre, vistos);
  };
  await context.close();
  return {
    jsBytes: js.reduce((s, m) => s + m.bytes, 0),
    jsGzip: js.reduce((s, m) => s + m.gzip, 0),
    jsPeticiones: js.length,
    cadenaMasLarga: Math.max(0, ...js.map((m) => profundidad(m.url))),
    fcpMs: vitals.fcp && Math.round(vitals.fcp),
    lcpMs: vitals.lcp && Math.round(vitals.lcp),
    compartidos,
    copiasMaximas: Math.max(0, ...Object.values(compartidos)),
    remotosPedidos: Object.entries(remotos)
      .filter(([, origen]) => js.some((m) => m.url.startsWith(origen)))
      .map(([nombre]) => nombre),
  };
}

if (!process.argv.includes('--sin-build')) await buildAll({ emulators: true });
const emulators = await startEmulators({ quiet: true });
let served;
const browser = await chromium.launch(LAUNCH);
try {
  await seed();
  await sembrarDatos();
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
  for (const [ruta, estado] of rutas) resultados[ruta] = await medir(browser, `${shell}${ruta}`, estado, remotos);
  writeFileSync(
    path.join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ fecha: new Date().toISOString(), rutas: resultados }, null, 2)}\n`,
  );
  console.log('\nRuta                         JS gzip   JS bruto  Peticiones  Cadena  FCP ms  LCP ms  Copias  Remotos');
  for (const [ruta, r] of Object.entries(resultados)) {
    console.log(
      `${ruta.padEnd(28)} ${`${(r.jsGzip / 1024).toFixed(1)} kB`.padStart(9)} ${`${(r.jsBytes / 1024).toFixed(0)} kB`.padStart(9)} ${String(r.jsPeticiones).padStart(10)} ${String(r.cadenaMasLarga).padStart(7)} ${String(r.fcpMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.copiasMaximas).padStart(7)}  ${r.remotosPedidos.join(', ')}`,
    );
  }
  console.log('\nResultados completos en bench/results.json');
} finally {
  await browser.close();
  await served?.close();
  await emulators.stop();
}
