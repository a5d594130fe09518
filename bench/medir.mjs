// What a route costs in the browser, and the byte budgets. Used by `pnpm bench`
// (prints figures) and by e2e/presupuestos.spec.ts (enforces the budgets in the test command:
// bytes are deterministic, times are not, so only bytes and requests are asserted).
import { gzipSync } from 'node:zlib';
import { CLAVE_PISTA_DE_SESION, PISTA_ADMIN } from '../shell/primera-pintura/html.mjs';
import { PISTA_DE_COMPILACION } from '../tooling/pista-de-compilacion.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/**
 * A signed-in session to start a context with: Playwright's storage state (IndexedDB included).
 * @typedef {Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>} EstadoDeSesion
 */
/** @typedef {{ email: string, password: string }} Usuario */
/**
 * What `medir` reports of a route.
 * @typedef {Awaited<ReturnType<typeof medir>>} Medida
 */

/** A string only Firestore's SDK contains (its component name), in any build's chunk. */
const FIRMA_FIRESTORE = 'firestore/lite';
/**
 * Code that only a session needs, known by a string only it holds: the Auth SDK (its server's
 * host), the toasts (sonner's toaster attribute) and the signed-in layout (its sign-out button).
 */
const FIRMAS_DE_SESION = {
  'Firebase Auth': 'identitytoolkit.googleapis.com',
  'avisos (sonner)': 'data-sonner-toaster',
  layout: 'Cerrar sesión',
};

/**
 * JS gzip budgets in bytes (kB = 1000 bytes, the stricter reading). /login's is 175 kB of code, the
 * compile hint's line that starts each of its 17 files (17–27 bytes gzip each, 368 in all) and the
 * start-up's transitions (~50 bytes), both trading bytes for main-thread time
 * (docs/decisiones/024-arranque-en-el-hilo-principal.md, 025-renders-en-transicion.md), the session
 * hint and the takeover's rules for signed-in pages (64 bytes, 026-marco-con-sesion-desde-html.md),
 * the federation plugin's way round the runtime's semver (78 bytes, 027-tareas-cortas-al-arrancar.md),
 * the takeover carrying a focused header link, <main> and a chosen option (107 bytes), the
 * shell's «Reintentar» around the parts it loads on demand (80 bytes), and ~170 bytes of room
 * (175,829 measured; 175,749 without that «Reintentar», against 175,656 when the budget was last
 * set): the total moves between builds of the same code (two fresh clones measured 28 bytes
 * apart, and a build in another checkout named its chunks differently). Then the field data's
 * measuring code, loaded once the page has loaded (docs/decisiones/034): 3,390 bytes, 1.93 %
 * (web-vitals 2.3 kB of them; 175,458 without it, 178,848 with it; the scrubbing of errors loads
 * with a page's first error, the pages below /recibos/* with those pages), and ~250 bytes of room.
 * @type {Readonly<Record<string, number>>}
 */
export const PRESUPUESTOS = { '/login': 179_100, publico: 160_000 };

/**
 * What the budgets require of one measured route: its gzip budget, one copy of every shared
 * library, no Firestore on /login, mf-admin only on /admin/tokens, every JS file with V8's compile
 * hint. Returns the violations.
 * @param {string} ruta
 * @param {Pick<Medida, 'jsGzip' | 'compartidos' | 'firestore' | 'remotosPedidos' | 'codigoDeSesion' | 'sinPistaDeCompilacion'>} r
 */
export function incumplimientos(ruta, r) {
  /** @type {string[]} */
  const fallos = [];
  const presupuesto = ruta.startsWith('/recibos/view/') ? PRESUPUESTOS.publico : PRESUPUESTOS[ruta];
  if (presupuesto && r.jsGzip > presupuesto) fallos.push(`${ruta}: ${r.jsGzip} B gzip > ${presupuesto} B`);
  for (const [lib, copias] of Object.entries(r.compartidos))
    if (copias > 1) fallos.push(`${ruta}: ${lib} cargado ${copias} veces`);
  if (ruta === '/login' && (r.firestore || 'shared-firebase/firestore' in r.compartidos))
    fallos.push('/login: carga código de Firestore');
  if (ruta !== '/admin/tokens' && r.remotosPedidos.includes('mf_admin')) fallos.push(`${ruta}: pide mf-admin`);
  // docs/producto.md: the public receipt loads no session code (no Auth, no layout, no toasts).
  if (ruta.startsWith('/recibos/view/') && r.codigoDeSesion.length > 0)
    fallos.push(`${ruta}: carga código de sesión (${r.codigoDeSesion.join(', ')})`);
  // Main-thread work at start-up: without it, each function compiles on the main thread when called.
  for (const url of r.sinPistaDeCompilacion) fallos.push(`${ruta}: ${url} no empieza por ${PISTA_DE_COMPILACION}`);
  return fallos;
}

/**
 * Signs in through the UI at `shell`'s /login.
 * @param {import('@playwright/test').Page} page
 * @param {string} shell
 * @param {Usuario} usuario
 */
export async function iniciarSesion(page, shell, usuario) {
  await page.goto(`${shell}/login`);
  await page.getByLabel('Correo electrónico').fill(usuario.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(usuario.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Signs in through the UI and returns the storage state (IndexedDB included) to reuse cold.
 * @param {Browser} browser
 * @param {string} shell
 * @param {Usuario} usuario
 * @param {{ admin?: boolean }} [opciones] admin: wait for the app to know it is an admin's session
 */
export async function sesionGuardada(browser, shell, usuario, { admin = false } = {}) {
  // `pnpm bench --http2` serves HTTPS with a throwaway certificate (bench/tls.mjs).
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  // Setting up is not a user's load: its field data would land in the bench's figures.
  await context.route('**/api/medidas', (ruta) => ruta.abort());
  const page = await context.newPage();
  await iniciarSesion(page, shell, usuario);
  // The browser of someone who has used the app: the session hint its pages painted from HTML read
  // (an admin's, once the layout has read the token), as a returning user's browser has it.
  await page.waitForFunction(
    ({ clave, esperada }) =>
      esperada ? localStorage.getItem(clave) === esperada : localStorage.getItem(clave) !== null,
    { clave: CLAVE_PISTA_DE_SESION, esperada: admin ? PISTA_ADMIN : null },
  );
  const estado = await context.storageState({ indexedDB: true });
  await context.close();
  return estado;
}

/**
 * A fresh context (cold cache), with `storageState`'s session if any, and a CDP session with the
 * Network domain on. `pnpm bench --http2` serves HTTPS with a throwaway certificate.
 * @param {Browser} browser
 * @param {EstadoDeSesion | null | undefined} storageState
 */
async function cargaEnFrio(browser, storageState) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

/** The round trip added to every request in `contenidoConLatencia` (CDP network emulation). */
export const LATENCIA_MS = 200;

/**
 * A cold load of `url` with LATENCIA_MS added to every request: milliseconds from the navigation's
 * start until the page shows `texto`, its main content (drawn by the route's remote from its data),
 * by the page's own clock. Two builds' difference ÷ LATENCIA_MS counts the sequential round trips
 * one adds. Throws, like `medir`, when the text never shows.
 * @param {Browser} browser
 * @param {string} url
 * @param {EstadoDeSesion | null | undefined} storageState
 * @param {string} texto
 * @returns {Promise<number>}
 */
export async function contenidoConLatencia(browser, url, storageState, texto) {
  const { context, page, cdp } = await cargaEnFrio(browser, storageState);
  try {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCIA_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Checked every frame by the page's clock: a locator's waitFor retries on a back-off and
    // answered 100–400 ms after a MutationObserver saw the text; this, within 10 ms.
    const visto = await page.waitForFunction(
      // biome-ignore lint/performance/useDomNodeTextContent: what is drawn, not hidden nodes' text
      (t) => document.body?.innerText.includes(t) && Math.round(performance.now()),
      texto,
      { polling: 'raf', timeout: 20_000 },
    );
    // The wait ends on a truthy value: the time.
    return /** @type {number} */ (await visto.jsonValue());
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` in a fresh context (cold cache) and reports the JS it cost: bytes raw and gzip
 * (level 9 of each response body, so the figure does not depend on the server's compression),
 * JS requests and all requests to the app's servers (JS and its JSON: remotes.json, manifests),
 * the longest initiator chain over those, TTFB/FCP/LCP, shared-library copies and remotes requested.
 * `firestore` says whether any JS loaded contains Firestore SDK code. `esperar`: a text the page
 * must show.
 * @param {Browser} browser
 * @param {string} url
 * @param {EstadoDeSesion | null | undefined} storageState
 * @param {Readonly<Record<string, string>>} remotos each remote's origin, by name
 * @param {string | null} [esperar]
 */
export async function medir(browser, url, storageState, remotos, esperar = null) {
  const { context, page, cdp } = await cargaEnFrio(browser, storageState);
  /** @type {Map<string, string | null>} */
  const iniciador = new Map();
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const origen =
      initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url;
    if (!iniciador.has(request.url)) iniciador.set(request.url, origen ?? null);
  });
  /** @type {Array<{ url: string, bytes: number, gzip: number, firestore: boolean, sesion: string[], pista: boolean }>} */
  const js = [];
  // The app's own JSON (remotes.json, manifests): requests the page waits on, not code.
  const origenes = [new URL(url).origin, ...Object.values(remotos)];
  /** @type {string[]} */
  const configuracion = [];
  /** @type {Promise<unknown>[]} */
  const pendientes = [];
  page.on('response', (r) => {
    const tipo = r.headers()['content-type'] ?? '';
    if (tipo.includes('json') && origenes.includes(new URL(r.url()).origin)) configuracion.push(r.url());
    if (!tipo.includes('javascript')) return;
    pendientes.push(
      r.body().then(
        (b) =>
          js.push({
            url: r.url(),
            bytes: b.length,
            gzip: gzipSync(b, { level: 9 }).length,
            firestore: b.includes(FIRMA_FIRESTORE),
            pista: b.subarray(0, PISTA_DE_COMPILACION.length).toString() === PISTA_DE_COMPILACION,
            sesion: Object.entries(FIRMAS_DE_SESION)
              .filter(([, firma]) => b.includes(firma))
              .map(([que]) => que),
          }),
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Proof the page really rendered (a broken page would be cheap).
  if (esperar) await page.getByText(esperar).first().waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await Promise.all(pendientes);
  const vitals = await page.evaluate(
    () =>
      /** @type {Promise<{ fcp: number | null, ttfb: number | null, lcp: number | null }>} */ (
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          const navegacion = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
          const ttfb = navegacion[0]?.responseStart ?? null;
          new PerformanceObserver((lista) => {
            const entradas = lista.getEntries();
            resolve({ fcp, ttfb, lcp: entradas[entradas.length - 1]?.startTime ?? null });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcp, ttfb, lcp: null }), 1000);
        })
      ),
  );
  const compartidos = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    /** @type {Record<string, Set<string>>} */
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
  /**
   * @param {string} u
   * @returns {number}
   */
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
    /** JS and the app's JSON: what the federated page asks its own servers for. */
    peticiones: js.length + configuracion.length,
    /** The longest chain of requests each started by the one before (JS and the app's JSON). */
    cadenaMasLarga: Math.max(0, ...[...js.map((m) => m.url), ...configuracion].map((u) => profundidad(u))),
    /** Time to the HTML's first byte: the server's own time (a function renders the payer's page). */
    ttfbMs: vitals.ttfb && Math.round(vitals.ttfb),
    fcpMs: vitals.fcp && Math.round(vitals.fcp),
    lcpMs: vitals.lcp && Math.round(vitals.lcp),
    compartidos,
    copiasMaximas: Math.max(0, ...Object.values(compartidos)),
    firestore: js.some((m) => m.firestore),
    /** What of the session's code (FIRMAS_DE_SESION) the page loaded. */
    codigoDeSesion: [...new Set(js.flatMap((m) => m.sesion))].sort(),
    /** The JS files that do not start with V8's compile hint. */
    sinPistaDeCompilacion: js.filter((m) => !m.pista).map((m) => m.url),
    archivos: js.map((m) => ({ url: m.url, gzip: m.gzip })).sort((a, b) => b.gzip - a.gzip),
    remotosPedidos: Object.entries(remotos)
      .filter(([, origen]) => js.some((m) => m.url.startsWith(origen)))
      .map(([nombre]) => nombre),
  };
}

/**
 * What «Descargar PDF» fetches, on a receipt's page already drawn (cold cache): the JS it loads
 * on the click (gzip level 9) and how many files. Nothing of it is on any route before.
 * @param {Browser} browser
 * @param {string} url
 * @param {EstadoDeSesion | null | undefined} storageState
 * @param {string} texto
 */
export async function costeDelPdf(browser, url, storageState, texto) {
  const { context, page } = await cargaEnFrio(browser, storageState);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByText(texto).first().waitFor({ timeout: 15_000 });
    /** @type {Promise<number>[]} */
    const tamanos = [];
    page.on('response', (r) => {
      if ((r.headers()['content-type'] ?? '').includes('javascript'))
        tamanos.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    await descarga;
    const gzip = await Promise.all(tamanos);
    return { jsGzip: gzip.reduce((s, b) => s + b, 0), jsPeticiones: gzip.length };
  } finally {
    await context.close();
  }
}
