// The deploy check's contract smoke test: the deployed shell (HUMO_SHELL), with HUMO_REMOTO
// pointed at the candidate's manifest (HUMO_MANIFIESTO) instead of the deployed one, visits every
// route the remote serves — its own pages and the pages that load its modules (the route table's
// `tambien`) — and fails, naming the route, if one shows an error card or throws.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { RUTAS } from '../../shell/src/app/rutas';
import { FUNCIONES } from '../../tooling/topologia.mjs';

const remoto = process.env.HUMO_REMOTO ?? '';
const manifiesto = process.env.HUMO_MANIFIESTO ?? '';
const [email = '', clave = ''] = (process.env.HUMO_USUARIO ?? '').split(':');

/** A path Hosting rewrites to a Cloud Function (topologia.json), not to the single-page app. */
const deUnaFuncion = (ruta: string) => FUNCIONES.some((f) => ruta.startsWith(f.ruta.replace(/\*+$/, '')));

const rutas = RUTAS.filter((r) => r.remoto === remoto || r.tambien?.some((p) => p.remoto === remoto)).map((r) => ({
  ...r,
  // A concrete path: an unknown token still renders the public page; `/*` routes by their root.
  visitar: r.ruta.replace('/*', '').replace(':token', 'x'.repeat(32)) || '/',
}));

/**
 * The deployed shell's CSP with the candidate's origin beside the remotes it names: the candidate
 * is judged under the real policy (a new origin or an inline script of its own still fails), only
 * where it is served for this test is added.
 */
function conCandidato(csp: string): string {
  const origen = new URL(manifiesto).origin;
  return csp
    .split(';')
    .map((directiva) => directiva.trim())
    .map((directiva) => (/^(script|style|connect)-src\s/.test(directiva) ? `${directiva} ${origen}` : directiva))
    .join('; ');
}

test(`${remoto}: every route it serves loads in the deployed shell`, async ({ page, baseURL }) => {
  expect(rutas.length, `ninguna ruta de la tabla usa ${remoto}`).toBeGreaterThan(0);
  await page.route('**/remotes.json', async (route) => {
    const desplegado = await (await route.fetch()).json();
    await route.fulfill({ json: { ...desplegado, [remoto]: manifiesto } });
  });
  const shell = new URL(baseURL ?? '').origin;
  await page.route(
    (url) => url.origin === shell,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const respuesta = await route.fetch();
      const headers = respuesta.headers();
      const csp = headers['content-security-policy'];
      await route.fulfill({
        response: respuesta,
        headers: csp ? { ...headers, 'content-security-policy': conCandidato(csp) } : headers,
      });
    },
  );
  const fallos: string[] = [];
  let ruta = '';
  page.on('pageerror', (error) => fallos.push(`${ruta}: error en la página: ${error.message}`));

  if (rutas.some((r) => r.acceso === 'sesion' || r.acceso === 'publica')) {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(clave);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  for (const r of rutas) {
    ruta = r.visitar;
    if (deUnaFuncion(r.visitar)) {
      // Hosting sends a load of this path to a Cloud Function: the candidate's page is reached
      // the way the app reaches it, by navigating inside the app.
      if (new URL(page.url()).origin !== shell) await page.goto('/login');
      await page.evaluate((destino) => {
        history.pushState(null, '', destino);
        dispatchEvent(new PopStateEvent('popstate'));
      }, r.visitar);
    } else await page.goto(r.visitar);
    // The page's own heading, or the area's error card (both are an h1/h2 once loading ends).
    const tarjeta = page.getByRole('heading', { name: /^(No se pudo cargar|.+: versión incompatible)/ });
    await expect(page.getByRole('heading', { level: 1 }).or(tarjeta).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const titulo of await tarjeta.allTextContents()) fallos.push(`${r.visitar}: ${titulo}`);
  }
  // The deploy check lists these in its verdict.
  if (process.env.HUMO_INFORME) writeFileSync(process.env.HUMO_INFORME, JSON.stringify(fallos));
  expect(fallos, fallos.join('\n')).toEqual([]);
});
