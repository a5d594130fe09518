// /login and /register paint from their HTML, before any script runs, and the app takes over from
// that page without moving anything and without losing what was typed; the signed-in routes paint
// the layout and its page, loading, the same way, for a browser the app has seen signed in
// (shell/primera-pintura/, shell/src/primera-pintura/relevo.ts). The shell's feature, so it is here and not in mf-auth's
// folder: mf-auth's team runs its specs against main's shell, whose HTML holds main's pages.
import type { Page } from '@playwright/test';
import { ADMIN, DEMO, entrar, expectSignedInLayout, navLink } from './fixtures';
import { expect, test } from './test';

/** Holds the shell's entry script until `soltar()`: the page as a phone shows it while JS downloads. */
async function retenerLaApp(page: Page): Promise<() => void> {
  let soltar = () => {};
  const suelta = new Promise<void>((resolver) => {
    soltar = resolver;
  });
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (ruta) => {
    await suelta;
    await ruta.continue();
  });
  return soltar;
}

/**
 * Adds up the page's layout shifts from its start (Chromium's Layout Instability API): it sees the
 * painted page restyled or reflowed while it is shown, not the takeover itself (new nodes), which
 * `cajas` compares.
 */
const contarDesplazamientos = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { desplazado: number; observador: PerformanceObserver };
    w.desplazado = 0;
    const sumar = (entradas: PerformanceEntryList) => {
      for (const e of entradas) w.desplazado += (e as unknown as { value: number }).value;
    };
    w.observador = new PerformanceObserver((lista) => sumar(lista.getEntries()));
    w.observador.observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts so far, once two more frames have been drawn (each frame's shifts are reported after it). */
const desplazamientos = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolver) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { desplazado: number; observador: PerformanceObserver };
            for (const e of w.observador.takeRecords()) w.desplazado += (e as unknown as { value: number }).value;
            resolver(w.desplazado);
          }),
        ),
      ),
  );

/** Where the heading, each field, button, link and line of the page's <main> is, in order, to the pixel. */
const cajas = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, input, button, a, li, p)')].map((e) => {
      // In whole pixels: text split into other nodes lays out 1/64 px apart, which nobody sees.
      const [x, y, ancho, alto] = (({ x, y, width, height }) => [x, y, width, height].map(Math.round))(
        e.getBoundingClientRect(),
      );
      return `${e.tagName} ${x},${y} ${ancho}×${alto}`;
    }),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login and /register are in their HTML: headings, labelled fields and links, the submit waiting for the app', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeEditable();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
    // Styled as the app styles it: the card, not the browser's defaults.
    await expect(page.locator('.ui-card')).toHaveCSS('border-top-style', 'solid');

    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Crear una cuenta', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();

    // Enter in a field does not submit the page's form by itself (a GET with the password in it).
    await page.goto('/login');
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('what is typed before the app runs stays, with the focus, and nothing moves when it takes over', async ({
  page,
}) => {
  const soltar = await retenerLaApp(page);
  await contarDesplazamientos(page);
  // Not waiting for "load" nor DOMContentLoaded: both wait for the app's deferred script.
  await page.goto('/login', { waitUntil: 'commit' });
  const correo = page.getByLabel('Correo electrónico');
  const contrasena = page.getByLabel('Contraseña', { exact: true });
  await correo.fill(DEMO.email);
  await contrasena.fill(DEMO.password);
  await contrasena.press('ArrowLeft');
  const pintada = await page.locator('#primera-pintura').elementHandle();
  expect(pintada).not.toBeNull();
  const antes = await cajas(page);

  soltar();
  // The app's own form: the painted one is gone, the button works.
  await expect(page.locator('#primera-pintura')).toHaveCount(0);
  expect(await pintada?.evaluate((e) => e.isConnected)).toBe(false);
  await expect(correo).toHaveValue(DEMO.email);
  await expect(contrasena).toHaveValue(DEMO.password);
  await expect(contrasena).toBeFocused();
  expect(await contrasena.evaluate((e) => (e as HTMLInputElement).selectionStart)).toBe(DEMO.password.length - 1);
  expect(await cajas(page)).toEqual(antes);
  expect(await desplazamientos(page)).toBe(0);

  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectSignedInLayout(page);
});

test("an address the HTML was not made for never shows its form: the app's view paints alone", async ({ page }) => {
  const soltar = await retenerLaApp(page);
  await page.goto('/login?vista=olvido', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeAttached();
  await expect(page.locator('#primera-pintura')).toBeHidden();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeHidden();
  soltar();
  await expect(page.getByRole('heading', { name: 'Recuperar la contraseña', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
});

test('with ?redirect= the painted page stays hidden: its links, made for no query, would drop it', async ({ page }) => {
  const soltar = await retenerLaApp(page);
  await page.goto('/login?redirect=%2Frecibos', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeAttached();
  await expect(page.locator('#primera-pintura')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toBeHidden();
  soltar();
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
    'href',
    '/register?redirect=%2Frecibos',
  );
});

test('/register too: the name typed before the app runs stays, and taking over moves nothing', async ({ page }) => {
  const soltar = await retenerLaApp(page);
  await contarDesplazamientos(page);
  await page.goto('/register', { waitUntil: 'commit' });
  const nombre = page.getByLabel('Nombre', { exact: true });
  await nombre.fill('Lucía Pérez');
  await expect(page.locator('#primera-pintura')).toBeAttached();
  const antes = await cajas(page);
  soltar();
  await expect(page.locator('#primera-pintura')).toHaveCount(0);
  await expect(nombre).toHaveValue('Lucía Pérez');
  await expect(nombre).toBeFocused();
  // The checklist is in the HTML as the app first shows it (Firebase's minimum, until a policy answers).
  await expect(page.getByRole('list', { name: 'Requisitos de la contraseña' })).toContainText('Al menos 6 caracteres');
  expect(await cajas(page)).toEqual(antes);
  expect(await desplazamientos(page)).toBe(0);
});

/**
 * Where each link and button of the layout's header is, and the page's heading, actions and search,
 * to the pixel: what the painted page and the app's have in common (the list below comes with data).
 */
const cajasDelMarco = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'header:has(> nav) :is(a, button), main :is(h1, .ui-page-header :is(a, button), search :is(input, button))',
      ),
    ]
      // What is laid out: the painted admins' entry, hidden for everyone else, has no box.
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const { x, y, width, height } = e.getBoundingClientRect();
        return `${e.textContent} ${[x, y, width, height].map(Math.round).join(',')}`;
      }),
  );

/**
 * A signed-in route painted from HTML, at this size, with the app held back (`soltar` lets it go)
 * and layout shifts counted from before the load.
 */
async function abrirPintada(page: Page, ruta: string, ancho: number, alto: number, usuario = DEMO) {
  await page.setViewportSize({ width: ancho, height: alto });
  // Signed in once: the app leaves the session hint the HTML's script reads.
  await entrar(page, usuario);
  // An admin's, once the layout has read the token: it shows the entry first.
  if (usuario === ADMIN) await expect(navLink(page, 'Admin')).toBeVisible();
  const soltar = await retenerLaApp(page);
  await contarDesplazamientos(page);
  await page.goto(ruta, { waitUntil: 'commit' });
  const pintada = page.locator('#primera-pintura');
  await expect(pintada).toBeVisible();
  return { soltar, pintada };
}

for (const [ancho, alto] of [
  [1280, 720],
  [320, 640],
] as const) {
  test(`/recibos paints the layout and its page from HTML, loading; the app takes over with what was typed, nothing moving (${ancho} px)`, async ({
    page,
  }) => {
    const { soltar, pintada } = await abrirPintada(page, '/recibos', ancho, alto);
    await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
    await expect(navLink(page, 'Recibos')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await expect(pintada.getByText('Cargando recibos…')).toBeVisible();
    // Styled as the app styles it.
    await expect(page.locator('header:has(> nav)')).toHaveCSS('display', 'grid');
    const buscar = page.getByLabel('Buscar por número, pagador o concepto');
    await buscar.fill('Cliente');
    const antes = await cajasDelMarco(page);
    // Nothing moves while it is shown (the list moves it later, as it always did when it arrives).
    expect(await desplazamientos(page)).toBe(0);

    soltar();
    await expect(pintada).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
    await expect(buscar).toHaveValue('Cliente');
    await expect(buscar).toBeFocused();
    await expect(page).toHaveURL(/\/recibos\?q=Cliente$/);
    expect(await cajasDelMarco(page)).toEqual(antes);
    await expectSignedInLayout(page);
  });
}

test('/etiquetas paints the layout and its page from HTML, loading; the app takes over with the labels, nothing moving (320 px)', async ({
  page,
}) => {
  const { soltar, pintada } = await abrirPintada(page, '/etiquetas', 320, 640);
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await expect(navLink(page, 'Etiquetas')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Nueva etiqueta' })).toBeDisabled();
  await expect(pintada.getByText('Cargando etiquetas…')).toBeVisible();
  // Nothing said of the colours before they are known.
  await expect(pintada.getByText('No tienes colores personalizados', { exact: false })).toHaveCount(0);
  const antes = await cajasDelMarco(page);
  expect(await desplazamientos(page)).toBe(0);

  soltar();
  await expect(pintada).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nueva etiqueta' })).toBeEnabled();
  await expect(page.getByText('Cargando etiquetas…')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Colores personalizados' })).toBeVisible();
  expect(await cajasDelMarco(page)).toEqual(antes);
  await expectSignedInLayout(page);
});

test('a state chosen on /recibos before the app runs is applied, and the focus stays on the header link it was on', async ({
  page,
}) => {
  await entrar(page);
  const soltar = await retenerLaApp(page);
  await page.goto('/recibos', { waitUntil: 'commit' });
  const pintada = page.locator('#primera-pintura');
  await expect(pintada).toBeVisible();
  await page.getByLabel('Estado').selectOption('emitido');
  await navLink(page, 'Etiquetas').focus();

  soltar();
  await expect(pintada).toHaveCount(0);
  await expect(page.getByLabel('Estado')).toHaveValue('emitido');
  await expect(page).toHaveURL(/\/recibos\?estado=emitido$/);
  await expect(navLink(page, 'Etiquetas')).toBeFocused();
});

/**
 * Where the header's links and buttons and the home page's parts down to «Últimos recibos» are, to
 * the pixel (the list below comes with data). The heading's width aside: the app greets the user
 * by name where the HTML says «Inicio».
 */
const cajasDeInicio = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'header:has(> nav) :is(a, button), main :is(h1, .ui-page-header a, [data-testid="inicio-usuario"], strong, h2)',
      ),
    ]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const { x, y, width, height } = e.getBoundingClientRect();
        return `${e.tagName} ${[x, y, e.tagName === 'H1' ? 0 : width, height].map(Math.round).join(',')}`;
      }),
  );

for (const [ancho, alto] of [
  [1280, 720],
  [320, 640],
] as const) {
  test(`/ paints the layout and the home page from HTML, loading; the app takes over, nothing moving (${ancho} px)`, async ({
    page,
  }) => {
    const { soltar, pintada } = await abrirPintada(page, '/', ancho, alto);
    await expect(page.getByRole('heading', { name: 'Últimos recibos', level: 2 })).toBeVisible();
    await expect(navLink(page, 'Inicio')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeDisabled();
    await expect(pintada.getByText('Cargando…')).toBeVisible();
    // The build's month would be wrong in a month's time: the HTML says none.
    await expect(pintada.getByText('Recibos este mes')).toBeVisible();
    // Whose session it is the HTML cannot know: the line is there, empty, not «Sesión iniciada como».
    await expect(pintada.getByTestId('inicio-usuario')).toHaveText(/^\s*$/);
    const antes = await cajasDeInicio(page);
    expect(await desplazamientos(page)).toBe(0);

    soltar();
    await expect(pintada).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
    await expect(page.getByTestId('inicio-usuario')).toContainText(DEMO.email);
    expect(await cajasDeInicio(page)).toEqual(antes);
    await expect(page.getByText(/^Recibos en \p{L}+ de \d{4}$/u)).toBeVisible();
    await expectSignedInLayout(page);
  });
}

test("an admin's painted layout has the Admin entry, and taking over keeps every link where it was (320 px)", async ({
  page,
}) => {
  const { soltar, pintada } = await abrirPintada(page, '/', 320, 640, ADMIN);
  await expect(pintada.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  const antes = await cajasDeInicio(page);
  expect(await desplazamientos(page)).toBe(0);

  soltar();
  await expect(pintada).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  expect(await cajasDeInicio(page)).toEqual(antes);
  await expect(navLink(page, 'Admin')).toBeVisible();
});

/** Where the admin page's heading, section links, list heading and filters are, to the pixel (the list comes with data). */
const cajasDeAdmin = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, nav a, #tokens-titulo, search :is(select, input, button))')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const { x, y, width, height } = e.getBoundingClientRect();
        return `${e.tagName} ${e.textContent} ${[x, y, width, height].map(Math.round).join(',')}`;
      }),
  );

test('/admin/tokens paints for an admin from HTML, loading; the app takes over with what was chosen, nothing moving (320 px)', async ({
  page,
}) => {
  const { soltar, pintada } = await abrirPintada(page, '/admin/tokens', 320, 640, ADMIN);
  await expect(pintada.getByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
  await expect(pintada.getByText('Cargando enlaces…')).toBeVisible();
  await expect(pintada.getByRole('button', { name: 'Cerrar sesión' })).toBeDisabled();
  await pintada.getByLabel('Estado').selectOption('revocado');
  const antes = await cajasDeAdmin(page);
  expect(await desplazamientos(page)).toBe(0);

  soltar();
  await expect(pintada).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  await expect(page.getByLabel('Estado')).toHaveValue('revocado');
  // The app's bar has the e-mail (shown from tablet width up).
  await expect(page.getByText(ADMIN.email, { exact: true })).toBeAttached();
  expect(await cajasDeAdmin(page)).toEqual(antes);
});

test('a signed-in visitor who is not an admin never sees the admin page painted: the app says they have no access', async ({
  page,
}) => {
  await entrar(page);
  const soltar = await retenerLaApp(page);
  await page.goto('/admin/tokens', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeAttached();
  await expect(page.locator('#primera-pintura')).toBeHidden();
  soltar();
  await expect(page.getByRole('heading', { name: 'Acceso denegado', level: 1 })).toBeVisible();
});

test('without a session / never shows its page: the app asks to sign in', async ({ page }) => {
  const soltar = await retenerLaApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeAttached();
  await expect(page.locator('#primera-pintura')).toBeHidden();
  soltar();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('without a session /recibos never shows its page: the app asks to sign in', async ({ page }) => {
  const soltar = await retenerLaApp(page);
  await page.goto('/recibos', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeAttached();
  await expect(page.locator('#primera-pintura')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeHidden();
  soltar();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecibos$/);
});

test('a signed-in visitor of /login never sees the form: the app takes them home', async ({ page }) => {
  await entrar(page);
  const soltar = await retenerLaApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#primera-pintura')).toBeHidden();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeHidden();
  soltar();
  await expectSignedInLayout(page);
  await expect(page).toHaveURL(/\/$/);
});
