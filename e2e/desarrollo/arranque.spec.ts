import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, DEMO, expectSignedInLayout, navLink, sharedCargados, signIn } from '../fixtures';

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
  await page.goto('/login?redirect=%2Fadmin%2Ftokens');
  await signIn(page, ADMIN);
  await asentada(page, page.getByRole('heading', { name: 'Enlaces públicos de recibos' }), problemas);
});

// A link that no longer works: the rules refuse the read (the one expected 403, which the browser
// reports), the page says so, and the run command's log stays quiet (the emulator printed a Java
// stack trace for every refusal).
test('a link that no longer works says "Este recibo no está disponible"', async ({ page }) => {
  const problemas = vigilar(page);
  await page.goto(`/recibos/view/${'A'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problemas).toEqual([
    expect.stringMatching(/^HTTP 403: .*\/documents\/recibosPublicos\/A{32}\?/),
    'console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
  ]);
});
