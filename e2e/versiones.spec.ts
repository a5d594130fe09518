// Versioned deploys as a team runs them (docs/despliegue.md): two visibly different builds of
// mf-etiquetas published with `pnpm --filter mf-etiquetas publicar`, switched with `pnpm versiones
// lanzar | canario | revertir`. The spec has a deployment of its own (shell and remotes on their
// own ports, its own deployment folder and user), so that switching versions changes nothing for
// the specs running beside it. Its shell serves the configuration those commands write (read on
// every request, as Hosting serves the deployed file); the versions are served from their
// immutable paths. Nothing is rebuilt between steps.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { comoDocumento, diaDe, sumasDelLote } from 'medidas-de-campo';
import { loteDePrueba } from 'medidas-de-campo/lote.fixture';
import { serveBuilds, sitioLocal } from '../scripts/lib/serve-builds.mjs';
import { closeServer, serveDir } from '../scripts/lib/servidor-hosting.mjs';
import { CLAVE_CANARIO, enCanario } from '../shell/src/federation/canario';
import { VIGENCIA_MS } from '../shell/src/federation/remote-map';
import { DIRECCION_FIRESTORE, PROYECTO_LOCAL, PUERTOS } from '../tooling/topologia.mjs';
import { ADMIN, crearEtiquetaPorLaInterfaz, crearUsuario, entrar, navLink } from './fixtures';
import { expect, test } from './test';
import { borrarVariante, construirVariante, RAIZ } from './variantes';

/** This spec's deployment: its shell, its four remotes on the next ports, then the mf-etiquetas site. */
const PUERTO = PUERTOS.e2eVersiones;
const SHELL = `http://127.0.0.1:${PUERTO}`;
/** The mf-etiquetas site (despliegue/recibos-mf-etiquetas), served where the shell's CSP allows. */
const SITIO = `http://127.0.0.1:${PUERTO + 5}`;
const DESPLIEGUE = mkdtempSync(path.join(tmpdir(), 'recibos-versiones-'));
const CONFIGURACION = path.join(DESPLIEGUE, 'recibos-app', 'remotes.json');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `node scripts/versiones.mjs …` on the spec's deployment folder: what it prints. */
function versiones(...args: string[]): string {
  return execFileSync(
    'node',
    ['scripts/versiones.mjs', ...args, '--local', '--despliegue', DESPLIEGUE, '--origen', SITIO],
    // Its errors are read by versionesQueFalla, not printed among the runner's.
    { cwd: RAIZ, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

function publicar(dist: string): string {
  const salida = versiones('publicar', 'mf-etiquetas', '--dist', dist);
  const version = /^mf-etiquetas ([0-9a-f]{12}) publicada en/m.exec(salida)?.[1];
  if (!version) throw new Error(`publicar no dio una versión nueva:\n${salida}`);
  return version;
}

/** The app's heading, not the one painted from HTML (built with main's mf-etiquetas, whatever is deployed). */
const encabezado = (page: Page) => page.locator('#root').getByRole('heading', { level: 1, name: /^Etiquetas/ });
/** A mark in the page's memory: gone after a full load. */
const marcar = (page: Page) => page.evaluate(() => Object.assign(window, { __mismaCarga: true }));
const mismaCarga = (page: Page) => page.evaluate(() => '__mismaCarga' in window);

/** The same, when it fails: its standard error (a refusal exits with 1). */
function versionesQueFalla(...args: string[]): string {
  try {
    versiones(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`versiones ${args.join(' ')} no falló`);
}

/**
 * The field data of `views` earlier page loads of /etiquetas on a version (no error, LCP 1.5 s,
 * INP 120 ms), added as the endpoint adds each batch: enough for a canary to be judged.
 */
async function medidasAnteriores(version: string, canario: boolean, vistas: number) {
  process.env.FIRESTORE_EMULATOR_HOST = DIRECCION_FIRESTORE;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROYECTO_LOCAL }, `versiones-${version}-${Date.now()}`);
  const db = getFirestore(app);
  const lote = {
    ...loteDePrueba({ ruta: '/etiquetas', remotos: [{ nombre: 'mf_etiquetas', version, canario }] }),
    metricas: [
      { nombre: 'LCP' as const, valor: 1500 },
      { nombre: 'INP' as const, valor: 120 },
    ],
  };
  for (const suma of sumasDelLote(lote, diaDe(new Date()))) {
    const documento = comoDocumento(suma, (n) => FieldValue.increment(n * vistas));
    await db.collection(suma.coleccion).doc(suma.id).set(documento, { merge: true });
  }
  await deleteApp(app);
}

test.describe('versioned deploys of mf-etiquetas', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ baseURL: SHELL });
  let A = '';
  let B = '';
  let remotos: Record<string, string> = {};
  let usuario: { email: string; password: string };
  const servidores: Array<{ close: () => Promise<unknown> }> = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    usuario = await crearUsuario('versiones');
    // Deployed before: every remote at its unversioned URL; then whatever the commands write.
    const despliegue = await serveBuilds({
      basePort: PUERTO,
      extraRemoteOrigins: [SITIO],
      dists: JSON.parse(process.env.E2E_DISTS ?? '{}'),
      configuracion: () => (existsSync(CONFIGURACION) ? readFileSync(CONFIGURACION, 'utf8') : null),
    });
    servidores.push(despliegue);
    remotos = despliegue.remotes;
    mkdirSync(path.dirname(CONFIGURACION), { recursive: true });
    writeFileSync(CONFIGURACION, JSON.stringify(remotos));
    A = publicar(path.join(RAIZ, 'mf-etiquetas', 'dist'));
    B = publicar(
      construirVariante('version-b', {
        'src/etiquetas/pages/EtiquetasPage.tsx': [
          '<PageHeader titulo="Etiquetas">',
          '<PageHeader titulo="Etiquetas (v2)">',
        ],
        'src/etiquetas/components/EtiquetaPicker.tsx': ["legend = 'Etiquetas'", "legend = 'Etiquetas (v2)'"],
        // A bug that throws on load, outside React: the page still works, the field data sees it.
        'src/etiquetas/textos.ts': [
          'export ',
          "setTimeout(() => {\n  throw new Error('La v2 falla al cargar');\n});\nexport ",
        ],
      }),
    );
    const sitio = await serveDir({
      dir: path.join(DESPLIEGUE, 'recibos-mf-etiquetas'),
      port: PUERTO + 5,
      sitio: sitioLocal('remote', { shellOrigin: SHELL, remoteOrigins: [] }),
    });
    servidores.push({ close: () => closeServer(sitio) });
  });

  test.afterAll(async () => {
    await Promise.all(servidores.map((s) => s.close()));
    borrarVariante('version-b');
    rmSync(DESPLIEGUE, { recursive: true, force: true });
  });

  test('a version is published once, under its content hash, and served as immutable', async ({ request }) => {
    expect(A).not.toBe(B);
    expect(versiones('publicar', 'mf-etiquetas', '--dist', path.join(RAIZ, 'mf-etiquetas', 'dist'))).toContain(
      `mf-etiquetas ${A} ya estaba publicada`,
    );
    const manifiesto = await request.get(`${SITIO}/v/${A}/mf-manifest.json`, { headers: { Origin: SHELL } });
    expect(manifiesto.headers()['cache-control']).toBe(IMMUTABLE);
    expect(manifiesto.headers()['access-control-allow-origin']).toBe(SHELL);
    const entrada = (await manifiesto.json()).metaData.remoteEntry.name as string;
    expect((await request.get(`${SITIO}/v/${A}/${entrada}`)).headers()['cache-control']).toBe(IMMUTABLE);
    // Production serves versions the same way (every site's headers: scripts/lib/hosting.test.ts).
    const firebase = JSON.parse(readFileSync(path.join(RAIZ, 'firebase.json'), 'utf8'));
    const sitio = firebase.hosting.find((s: { site: string }) => s.site === 'recibos-mf-etiquetas');
    expect(sitio.public).toBe('despliegue/recibos-mf-etiquetas');
    expect(sitio.headers).toContainEqual({ source: '/v/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] });
  });

  test('rollout reaches a running session at its next page, which loads in full; rollback undoes it', async ({
    page,
  }) => {
    expect(versiones('lanzar', 'mf-etiquetas', A)).toContain(`mf-etiquetas: ${remotos.mf_etiquetas} → ${A}`);
    const pedidos: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(SITIO)) pedidos.push(new URL(r.url()).pathname);
    });
    // The page's clock, so that the shell's configuration reading ages at once, not in real seconds.
    await page.clock.install();
    await entrar(page, usuario, '/etiquetas');
    await expect(encabezado(page)).toHaveText('Etiquetas');
    expect(pedidos).toContain(`/v/${A}/mf-manifest.json`);
    await marcar(page);

    expect(versiones('lanzar', 'mf-etiquetas', B)).toContain(`mf-etiquetas: ${A} → ${B} para todos los navegadores.`);
    // The page already running A keeps working with it.
    await crearEtiquetaPorLaInterfaz(page, `Durante el lanzamiento ${Date.now()}`);
    await expect(encabezado(page)).toHaveText('Etiquetas');
    expect(await mismaCarga(page)).toBe(true);

    // The shell rereads the configuration when a page changes, if its reading is older than this.
    await page.clock.fastForward(VIGENCIA_MS);
    await navLink(page, 'Recibos').click();
    await expect(page).toHaveURL(/\/recibos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recibos' })).toBeVisible();
    expect(await mismaCarga(page)).toBe(false);
    await navLink(page, 'Etiquetas').click();
    await expect(encabezado(page)).toHaveText('Etiquetas (v2)');
    expect(pedidos).toContain(`/v/${B}/mf-manifest.json`);

    expect(versiones('revertir', 'mf-etiquetas')).toContain(`mf-etiquetas: vuelve a ${A} para todos (retirada ${B}).`);
    await page.reload();
    await expect(encabezado(page)).toHaveText('Etiquetas');
  });

  test('a canary reaches its share of browsers, each always on the same side, until withdrawn', async ({ page }) => {
    expect(versiones('canario', 'mf-etiquetas', B, '50')).toContain(
      `mf-etiquetas: ${B} para el 50 % de los navegadores; el resto sigue en ${A}.`,
    );
    const navegadores = Array.from({ length: 8 }, (_, i) => `navegador-${i}`);
    const esperado = navegadores.map((id) => (enCanario(id, 'mf_etiquetas', 50) ? 'Etiquetas (v2)' : 'Etiquetas'));
    // These ids fall on both sides (the split is fixed by the id, so this holds on every run).
    expect(new Set(esperado).size).toBe(2);

    await entrar(page, usuario, '/etiquetas');
    // Signed in before the first reload: a reload while sign-in is under way lands on /login.
    await expect(encabezado(page)).toHaveText(/^Etiquetas/);
    const visto: string[] = [];
    for (const id of navegadores) {
      await page.evaluate(({ clave, id }) => localStorage.setItem(clave, id), { clave: CLAVE_CANARIO, id });
      await page.reload();
      await expect(encabezado(page)).toHaveText(/^Etiquetas/);
      const primera = (await encabezado(page).textContent()) ?? '';
      await page.reload();
      await expect(encabezado(page)).toHaveText(primera);
      visto.push(primera);
    }
    expect(visto).toEqual(esperado);

    expect(versiones('revertir', 'mf-etiquetas')).toContain(`mf-etiquetas: vuelve a ${A} para todos (retirada ${B}).`);
    const enElCanario = navegadores[esperado.indexOf('Etiquetas (v2)')] as string;
    await page.evaluate(({ clave, id }) => localStorage.setItem(clave, id), { clave: CLAVE_CANARIO, id: enElCanario });
    await page.reload();
    await expect(encabezado(page)).toHaveText('Etiquetas');
  });

  test('a canary that throws on load shows its errors on «Salud», and is promoted only with --forzar', async ({
    browser,
  }) => {
    versiones('canario', 'mf-etiquetas', B, '50');
    // Two weeks' worth of page loads of each side, clean: the canary has been seen enough.
    await medidasAnteriores(A, false, 300);
    await medidasAnteriores(B, true, 300);

    // A browser on the canary's side, as a client of its own for the endpoint's rate.
    const contexto = await browser.newContext();
    await contexto.route('**/api/medidas', (ruta) =>
      ruta.continue({ headers: { ...ruta.request().headers(), 'x-forwarded-for': '198.51.100.23' } }),
    );
    const page = await contexto.newPage();
    const id = Array.from({ length: 20 }, (_, i) => `navegador-${i}`).find((n) => enCanario(n, 'mf_etiquetas', 50));
    await page.goto('/login');
    await page.evaluate(({ clave, id }) => localStorage.setItem(clave, id as string), { clave: CLAVE_CANARIO, id });
    await entrar(page, usuario, '/etiquetas');
    await expect(encabezado(page)).toHaveText('Etiquetas (v2)');
    await expect(page.locator('html[data-medidas="activas"]')).toBeAttached();
    // The page being left sends its batch (a page view with the canary's error), stored by the
    // time the endpoint answers. Left while still open, so that its answer can be awaited.
    const respuesta = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/medidas');
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect((await respuesta).status()).toBe(204);
    await contexto.close();

    const admin = await browser.newPage();
    await entrar(admin, ADMIN, '/admin/salud');
    await admin.getByRole('radio', { name: 'Hoy' }).click();
    await expect(admin.getByRole('radio', { name: 'Hoy' })).toBeChecked();
    await expect(admin).toHaveURL(/\?dias=1$/);
    const comparacion = admin.getByRole('region', {
      name: `mf_etiquetas: canario ${B.slice(0, 7)} frente a estable ${A.slice(0, 7)}`,
    });
    // Read again until it shows (the canary's earlier loads in this spec may have sent theirs too):
    // the canary's errors against the stable's none.
    const errores = comparacion.getByRole('row', { name: /^Errores por mil vistas/ });
    await expect(async () => {
      await admin.reload();
      await expect(errores).toHaveText(/^Errores por mil vistas\s*0\s*[1-9][\d,]*$/);
    }).toPass();
    await expect(admin.getByRole('listitem').filter({ hasText: 'falla al cargar' })).toContainText('(canario)');
    await admin.close();

    expect(versionesQueFalla('lanzar', 'mf-etiquetas', B, '--emuladores')).toMatch(
      new RegExp(
        `✗ mf-etiquetas ${B} no se promueve: el canario da [\\d,]+ por mil vistas con error; la versión estable, 0 por mil \\(margen: 2\\)\\.`,
      ),
    );
    expect(versiones('lanzar', 'mf-etiquetas', B, '--emuladores', '--forzar')).toContain(
      `mf-etiquetas: ${A} → ${B} para todos los navegadores.`,
    );
    const historial = JSON.parse(readFileSync(path.join(DESPLIEGUE, 'historial.json'), 'utf8'));
    const promocion = historial.at(-1);
    expect(promocion).toMatchObject({
      orden: 'lanzar',
      remoto: 'mf-etiquetas',
      version: B,
      forzado: true,
      motivos: [expect.stringContaining('por mil vistas con error')],
      cifras: { estable: { errores: 0 } },
    });
    expect(promocion.cifras.estable.vistas).toBeGreaterThanOrEqual(300);
    expect(promocion.cifras.canario.vistas).toBeGreaterThan(300);
    expect(promocion.cifras.canario.errores).toBeGreaterThan(0);
  });
});
