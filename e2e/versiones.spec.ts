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
import { serveBuilds, sitioLocal } from '../scripts/lib/serve-builds.mjs';
import { closeServer, serveDir } from '../scripts/lib/servidor-hosting.mjs';
import { CLAVE_CANARIO, enCanario } from '../shell/src/federation/canario';
import { VIGENCIA_MS } from '../shell/src/federation/remote-map';
import { PUERTOS } from '../tooling/topologia.mjs';
import { crearEtiquetaPorLaInterfaz, crearUsuario, entrar, navLink } from './fixtures';
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
    {
      cwd: RAIZ,
      encoding: 'utf8',
    },
  );
}

function publicar(dist: string): string {
  const salida = versiones('publicar', 'mf-etiquetas', '--dist', dist);
  const version = /^mf-etiquetas ([0-9a-f]{12}) publicada en/m.exec(salida)?.[1];
  if (!version) throw new Error(`publicar no dio una versión nueva:\n${salida}`);
  return version;
}

const encabezado = (page: Page) => page.getByRole('heading', { level: 1, name: /^Etiquetas/ });
/** A mark in the page's memory: gone after a full load. */
const marcar = (page: Page) => page.evaluate(() => Object.assign(window, { __mismaCarga: true }));
const mismaCarga = (page: Page) => page.evaluate(() => '__mismaCarga' in window);

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
});
