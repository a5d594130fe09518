import {
  crearEtiquetaPorLaInterfaz,
  crearUsuario,
  DEMO,
  entrar,
  expectSignedInLayout,
  NO_CONFIG_URL,
  navLink,
  signIn,
} from './fixtures';
import { expect, test } from './test';

test('an anonymous visitor on a protected route lands on /login and comes back after signing in', async ({ page }) => {
  await page.goto('/etiquetas');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fetiquetas$/);
  // The redirect moved focus to the heading, for screen readers, with no ring: it is not a control.
  const titulo = page.getByRole('heading', { name: 'Iniciar sesión' });
  await expect(titulo).toBeFocused();
  expect(await titulo.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');

  await signIn(page);
  await expect(page).toHaveURL(/\/etiquetas$/);
  await expectSignedInLayout(page);
  // The remote loaded the signed-in user's (empty) labels through the shell's context.
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
});

test('sign-in with the seeded user reaches the layout; sign-out lands on /login', async ({ page }) => {
  await entrar(page);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInLayout(page);
  for (const name of ['Inicio', 'Recibos', 'Etiquetas', 'Cuenta']) {
    await expect(navLink(page, name)).toBeVisible();
  }
  // Signed in, both pages for signing in move on: to `redirect`, or home.
  for (const [desde, hacia, muestra] of [
    ['/register', /\/$/, page.getByTestId('inicio-usuario')],
    ['/register?redirect=%2Fetiquetas', /\/etiquetas$/, page.getByRole('heading', { name: 'Etiquetas', level: 1 })],
    ['/login', /\/$/, page.getByTestId('inicio-usuario')],
    ['/login?redirect=%2Fcuenta', /\/cuenta$/, page.getByTestId('cuenta-email')],
  ] as const) {
    await page.goto(desde);
    await expect(page).toHaveURL(hacia);
    await expect(muestra).toBeVisible();
  }

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/cuenta');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcuenta$/);
});

test('/login loads with a clean console: no missing resource, no error, no warning', async ({ page }) => {
  const consola: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') consola.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consola).toEqual([]);
  // The browser asks for an icon after load (a 404 for /favicon.ico when none is declared): the
  // page declares one, and it is served.
  const icono = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icono).toBeTruthy();
  // An image, not the index.html the shell answers any missing path with.
  const respuesta = await page.request.get(new URL(icono as string, page.url()).href);
  expect(respuesta.status()).toBe(200);
  expect(respuesta.headers()['content-type']).toMatch(/^image\//);
});

test('the brand link goes home inside the app, without reloading it', async ({ page }) => {
  await entrar(page, DEMO, '/etiquetas');
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
  });
  // The brand comes before the navigation, which has its own "Recibos".
  await page.getByRole('banner').getByRole('link', { name: 'Recibos', exact: true }).first().click();
  await expect(page.getByTestId('inicio-usuario')).toContainText(DEMO.email);
  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
});

test('a wrong password shows one Spanish message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: DEMO.email, password: 'incorrecta' });
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  await signIn(page, { email: 'nadie@recibos.test', password: 'incorrecta' });
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown routes show the 404 page inside the layout', async ({ page }) => {
  await entrar(page);
  await expectSignedInLayout(page);
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('without Firebase configuration the app shows the Error de Conexión card', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${NO_CONFIG_URL}/login`);
  await expect(page.getByRole('heading', { name: 'Error de Conexión' })).toBeVisible();
  // The shared stylesheet applies (the card is styled, not bare HTML).
  await expect(page.locator('.ui-card--error')).toHaveCSS('border-top-style', 'solid');
  await expect(page.getByRole('alert')).toContainText(
    'No se pudo conectar con el servicio. Por favor, verifica que las variables de entorno estén configuradas correctamente.',
  );
  expect(errors.some((text) => text.startsWith('Error initializing Firebase:'))).toBe(true);
});

test('on a phone the header and navigation fit the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
  const page = await context.newPage();
  await entrar(page);
  await expectSignedInLayout(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport();
  await context.close();
});

// After each route change the tab says where you are and focus starts on the new page.
test('each route change titles the tab in Spanish and moves focus to the new page heading', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión · Recibos');
  await signIn(page);
  await expectSignedInLayout(page);
  for (const [enlace, titulo] of [
    ['Etiquetas', 'Etiquetas'],
    ['Recibos', 'Recibos'],
    ['Cuenta', 'Cuenta'],
  ] as const) {
    await navLink(page, enlace).click();
    await expect(page).toHaveTitle(`${titulo} · Recibos`);
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeFocused();
  }
});

test('a toast starts below the header, on a desktop and on a phone: the e-mail and "Cerrar sesión" stay visible', async ({
  page,
}) => {
  const usuario = await crearUsuario('avisos');
  await entrar(page, usuario, '/etiquetas');
  for (const [ancho, nombre] of [
    [1280, 'Primera'],
    [390, 'Segunda'],
  ] as const) {
    await page.setViewportSize({ width: ancho, height: ancho < 500 ? 780 : 900 });
    await crearEtiquetaPorLaInterfaz(page, nombre);
    const aviso = page
      .getByRole('region', { name: /Notificaciones/ })
      .getByText('Etiqueta creada.')
      .last();
    await expect(aviso).toBeVisible();
    const cabecera = await page.getByRole('banner').boundingBox();
    const bajo = (cabecera?.y ?? 0) + (cabecera?.height ?? 0);
    // Where the toast rests once it has slid in (0.4 s).
    await expect
      .poll(async () => (await aviso.locator('xpath=ancestor::li[1]').boundingBox())?.y ?? 0, {
        message: `${ancho} px`,
      })
      .toBeGreaterThanOrEqual(bajo);
  }
});
