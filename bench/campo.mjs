// The lab through the field data's pipe (docs/rendimiento.md, «Datos de campo»): many cold loads of
// each route, on a phone's CPU (×4) and a slow network, with a person clicking and typing while
// the app takes over the page, for the federated app and then for the monolith control. Each load
// sends its batch as a user's browser does (on leaving the page) to /api/medidas, the real
// endpoint on the Functions emulator, and the figures are read back from Firestore with the same
// functions «Salud» uses: the p75 of each route, federated against monolith.
import { tsImport } from 'tsx/esm/api';

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
const RED_LENTA = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
export const CPU_DEL_CAMPO = 4;
/** Google's goals for a route's p75 (the issue's: every route, federated and monolith). */
const OBJETIVOS = { LCP: 2500, INP: 200, CLS: 0.1 };

/** @returns {Promise<typeof import('../scripts/lib/cifras-de-campo.ts')>} */
const campo = () => tsImport('../scripts/lib/cifras-de-campo.ts', import.meta.url);

/**
 * One cold load, as a user on a phone: from the first paint until the page is the app's (a
 * painted page taken over, or the shell's frame filled), keys pressed, the heading clicked, and on
 * /login the e-mail typed; then, once it
 * shows `contenido` and the measuring code has loaded, two more interactions, and away (the
 * batch leaves on page hide). Each load is a client of its own for the endpoint's rate limit.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('./medir.mjs').EstadoDeSesion | null | undefined} sesion
 * @param {string} contenido
 * @param {number} n
 */
async function unaCarga(browser, url, sesion, contenido, n) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...(sesion ? { storageState: sesion } : {}) });
  await context.route('**/api/medidas', (ruta) =>
    ruta.continue({
      headers: { ...ruta.request().headers(), 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` },
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', RED_LENTA);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_DEL_CAMPO });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // A person acts once something is on the screen (a page painted from HTML, the shell's
    // frame): from its first paint, while the app takes over, not on a blank page.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 60_000,
    });
    const visto = page.getByText(contenido).first();
    const correo = page.getByLabel('Correo electrónico');
    for (let i = 0; !(await visto.isVisible()); i++) {
      if (i > 600) throw new Error(`${url}: no se vio «${contenido}»`);
      await page.keyboard.press('Shift');
      await page
        .locator('h1')
        .first()
        .click({ timeout: 200, trial: false })
        .catch(() => undefined);
      if (await correo.isVisible().catch(() => false))
        await correo.pressSequentially('a', { timeout: 500 }).catch(() => undefined);
    }
    await page.locator('html[data-medidas="activas"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.keyboard.press('Shift');
    await page
      .locator('h1')
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
    // Leaving sends the batch (sendBeacon on page hide).
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

/**
 * Waits until the endpoint has stored `esperadas` page views in all (each load's batch is sent as
 * it leaves, and stored when the function has taken it), and returns the figures per route.
 * @param {number} esperadas
 */
async function cifrasCuandoLleguen(esperadas) {
  const { todasLasMedidas, cifrasPorRuta } = await campo();
  for (let i = 0; ; i++) {
    const cifras = cifrasPorRuta(await todasLasMedidas({ emuladores: true }));
    const vistas = Object.values(cifras).reduce((s, c) => s + c.vistas, 0);
    if (vistas >= esperadas || i > 120) return { cifras, vistas };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * @param {{
 *   browser: import('@playwright/test').Browser,
 *   rutas: Array<[ruta: string, quien: string | null, contenido: string]>,
 *   builds: Array<[build: 'federado' | 'monolito', origen: string]>,
 *   sesiones: Record<string, Record<string, import('./medir.mjs').EstadoDeSesion>>,
 *   cargas: number,
 * }} opciones
 */
export async function simularCampo({ browser, rutas, builds, sesiones, cargas }) {
  const { borrarMedidas } = await campo();
  /** @type {Record<string, Record<string, import('medidas-de-campo').Cifras>>} */
  const porBuild = {};
  let n = 0;
  for (const [build, origen] of builds) {
    await borrarMedidas({ emuladores: true });
    for (let i = 0; i < cargas; i++)
      for (const [ruta, quien, contenido] of rutas)
        await unaCarga(browser, `${origen}${ruta}`, quien ? sesiones[origen]?.[quien] : null, contenido, n++);
    const { cifras, vistas } = await cifrasCuandoLleguen(cargas * rutas.length);
    if (vistas < cargas * rutas.length)
      console.log(`  (${build}: llegaron ${vistas} de ${cargas * rutas.length} vistas)`);
    porBuild[build] = cifras;
  }
  return porBuild;
}

/**
 * The p75 table, federated against monolith, as «Salud» shows it, against Google's goals.
 * @param {Record<string, Record<string, import('medidas-de-campo').Cifras>>} porBuild
 * @param {string[]} rutas
 * @param {number} cargas
 */
export function imprimirCampo(porBuild, rutas, cargas) {
  const ms = (/** @type {number | null | undefined} */ v) => (v == null ? '—' : String(Math.round(v)));
  const cls = (/** @type {number | null | undefined} */ v) => (v == null ? '—' : v.toFixed(3));
  const marca = (/** @type {number | null | undefined} */ v, /** @type {number} */ objetivo) =>
    v == null ? ' ' : v <= objetivo ? '✓' : '✗';
  console.log(
    `\nDatos de campo simulados (${cargas} cargas por ruta y build, CPU ×${CPU_DEL_CAMPO}, red lenta, clics y teclas durante el relevo; p75 leído de /api/medidas como en «Salud»; objetivos: LCP ≤ ${OBJETIVOS.LCP} ms, INP ≤ ${OBJETIVOS.INP} ms, CLS ≤ ${OBJETIVOS.CLS})`,
  );
  console.log(`${'Ruta'.padEnd(14)} ${'build'.padEnd(9)} vistas  LCP p75   INP p75   CLS p75   errores/1000`);
  for (const ruta of rutas)
    for (const build of /** @type {const} */ (['federado', 'monolito'])) {
      const c = porBuild[build]?.[ruta];
      console.log(
        `${(build === 'federado' ? ruta : '').padEnd(14)} ${build.padEnd(9)} ${String(c?.vistas ?? 0).padStart(6)}  ${ms(c?.p75.LCP).padStart(6)} ${marca(c?.p75.LCP, OBJETIVOS.LCP)}  ${ms(c?.p75.INP).padStart(6)} ${marca(c?.p75.INP, OBJETIVOS.INP)}  ${cls(c?.p75.CLS).padStart(6)} ${marca(c?.p75.CLS, OBJETIVOS.CLS)}  ${c?.erroresPorMil == null ? '—' : c.erroresPorMil.toFixed(1)}`,
      );
    }
}
