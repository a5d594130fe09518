import { expect, type Locator, type Page, test } from '@playwright/test';
import { contador, persona, recibo, sembrar, sembrarReciboPublico } from '../../bench/semilla.mjs';
import { MAILDEV_URL } from '../../tooling/topologia.mjs';
import { ADMIN, crearUsuario, DEMO, entrar, expectSignedInLayout, navLink, sharedCargados, signIn } from '../fixtures';

/**
 * What the README's run command must give a newcomer: sign in or register, then every area by
 * the navigation, with no error card, no page error, no console error or warning and nothing
 * still "Cargando…" once the network is quiet.
 */

// Nothing is excused: not even the Auth emulator's 501 for password policies, which the app no
// longer asks it for (mf-auth/src/password/politica.ts).

function vigilar(page: Page): string[] {
  const problemas: string[] = [];
  page.on('pageerror', (error) => problemas.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problemas.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // Leaving a page cancels its pending requests (HMR's event stream, a preload): not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      problemas.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problemas.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problemas;
}

async function asentada(page: Page, listo: Locator, problemas: string[]) {
  await expect(listo).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^No se pudo cargar/)).toHaveCount(0);
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  expect(problemas).toEqual([]);
}

async function visitarCadaArea(page: Page, problemas: string[], email: string) {
  const areas: Array<[string, Locator]> = [
    ['Etiquetas', page.getByRole('heading', { name: 'Etiquetas', level: 1 })],
    ['Recibos', page.getByRole('heading', { name: 'Recibos', level: 1 })],
    ['Cuenta', page.getByTestId('cuenta-email')],
    ['Inicio', page.getByTestId('inicio-usuario')],
  ];
  for (const [nombre, listo] of areas) {
    await test.step(nombre, async () => {
      await navLink(page, nombre).click();
      await asentada(page, listo, problemas);
    });
  }
  await expect(page.getByTestId('cuenta-email').or(page.getByTestId('inicio-usuario'))).toContainText(email);
}

test('sign in through /login, then every area by the navigation', async ({ page }) => {
  const problemas = vigilar(page);
  await page.goto('/login');
  await asentada(page, page.getByRole('heading', { name: 'Iniciar sesión' }), problemas);
  await signIn(page);
  await expectSignedInLayout(page);
  // Straight on, without waiting for the start page: the first flow that once failed here.
  await visitarCadaArea(page, problemas, DEMO.email);
  // Development remotes carry their own copies of the shared entries (mf-auth registered its
  // copies first, on /login); the page must still run one copy of each, the shell's.
  const cargados = await sharedCargados(page);
  for (const pkg of ['react', 'react-dom', 'sonner', 'shared-firebase', 'shared-firebase/router']) {
    expect([...new Set(cargados[pkg]?.from)], `${pkg}: la copia del shell`).toEqual(['shell']);
  }
  for (const pkg of ['swr', 'shared-firebase/auth', 'shared-firebase/firestore']) {
    expect(cargados[pkg]?.versions, `${pkg}: una sola copia`).toBe(1);
  }
});

test('register through /register, then every area by the navigation', async ({ page }) => {
  const problemas = vigilar(page);
  const email = `desarrollo-${Date.now()}@recibos.test`;
  await page.goto('/register');
  await asentada(page, page.getByRole('heading', { name: 'Crear una cuenta' }), problemas);
  await page.getByLabel('Nombre', { exact: true }).fill('Nueva Persona');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('bastante-larga');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectSignedInLayout(page, email);
  await visitarCadaArea(page, problemas, email);
});

test('the administrator reaches /admin/tokens after signing in', async ({ page }) => {
  const problemas = vigilar(page);
  await entrar(page, ADMIN, '/admin/tokens');
  await asentada(page, page.getByRole('heading', { name: 'Enlaces públicos de recibos' }), problemas);
});

// The payer's page (and the verification page) come from the Cloud Functions on the Functions
// emulator, through the dev server (as Hosting's rewrite sends them in production): the receipt
// is in the HTML itself.
test('a shared receipt opens server-rendered through the dev server', async ({ page, request }) => {
  const usuario = await crearUsuario('desarrollo');
  const token = `Desarrollo${Date.now()}`.padEnd(32, 'd');
  await sembrarReciboPublico(usuario.uid, token, [], { concepto: 'Servido por la función' });
  const respuesta = await request.get(`/recibos/view/${token}`);
  expect(respuesta.status()).toBe(200);
  expect(respuesta.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await respuesta.text()).toContain('Servido por la función');
  const problemas = vigilar(page);
  await page.goto(`/recibos/view/${token}`);
  await expect(page.getByTestId('recibo-pagador')).toHaveText('Cliente 1');
  await page.waitForLoadState('networkidle');
  expect(problemas).toEqual([]);
  // The verification page too, from its function: the form, and a code that cannot be one.
  const verificar = await request.get('/verificar');
  expect(verificar.status()).toBe(200);
  expect(await verificar.text()).toContain('Código de verificación');
  const malo = await request.get('/verificar?codigo=no-es-un-codigo');
  expect(malo.status()).toBe(404);
  expect(await malo.text()).toContain('El código no es válido: revisa que esté bien copiado');
});

// A link that no longer works: the function's read is refused by the rules, the page says so with
// a 404 (the one expected error, which the browser reports), and the run command's log stays
// quiet (the emulator printed a Java stack trace for every refusal).
test('a link that no longer works says "Este recibo no está disponible"', async ({ page }) => {
  const problemas = vigilar(page);
  await page.goto(`/recibos/view/${'A'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problemas).toEqual([
    expect.stringMatching(/^HTTP 404: .*\/recibos\/view\/A{32}$/),
    'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

// start.sh and the README send a newcomer to maildev to read what the app sends: that address,
// in a browser, shows the receipt's e-mail (maildev answers «Not found» there to a client that
// does not ask for HTML, such as curl: a browser gets its inbox).
test('«Enviar por correo» reaches the inbox at the address start.sh prints', async ({ page }) => {
  const usuario = await crearUsuario('correo-desarrollo', { verificado: true });
  const para = `buzon-${Date.now()}@ejemplo.es`;
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, { ...recibo(1), pagador: persona('Beto Alumno', { email: para }) }],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  const problemas = vigilar(page);
  await entrar(page, usuario, '/recibos/r1');
  await page.getByRole('button', { name: 'Enviar por correo' }).click();
  await expect(page.getByText(`Recibo enviado a ${para}.`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problemas).toEqual([]);

  await page.goto(MAILDEV_URL);
  await page.getByText('Recibo R-2026-0001 de Demo').first().click();
  await expect(page.getByText(para).first()).toBeVisible();
});
