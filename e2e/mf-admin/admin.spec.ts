import type { Locator, Page } from '@playwright/test';
import { sembrar } from '../../bench/semilla.mjs';
import { crearCuentaConDatosLargos } from '../datos-largos';
import { ADMIN, crearUsuario, entrar, expectSignedInLayout, navLink, REMOTES, redEnCalma, signIn } from '../fixtures';
import { expect, test } from '../test';

const ADMIN_ORIGIN = new URL(REMOTES.mf_admin as string).origin;

/** Every request the page makes to mf-admin's server. */
function peticionesAdmin(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_ORIGIN)) urls.push(request.url());
  });
  return urls;
}

/** `dueno` issues a one-line receipt, shares it and signs out: the link. */
async function compartirUnRecibo(page: Page, dueno: { email: string; password: string }, precio: string) {
  await entrar(page, dueno, '/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Cuota');
  await page.getByLabel('Nombre del pagador').fill('Club');
  await page.getByLabel('Descripción de la línea 1').fill('Cuota');
  await page.getByLabel('Precio de la línea 1').fill(precio);
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out for sure, or /login would move the still signed-in owner on to where it points.
  await expect(page).toHaveURL(/\/login$/);
  return enlace;
}

/**
 * Firestore requests that name the admin collections. The lite SDK sends a query as a POST to
 * `…/documents:runQuery` with the collection in the body, so both URL and body are searched.
 */
function peticionesColeccionesAdmin(page: Page): string[] {
  const pedidas: string[] = [];
  page.on('request', (r) => {
    const texto = `${r.url()} ${r.postData() ?? ''}`;
    if (/registroEnlaces|recibosPublicos|auditoriaAdmin/.test(texto)) pedidas.push(texto);
  });
  return pedidas;
}

test('anonymous visitors get a sign-in card; normal users "Acceso denegado" with no admin data', async ({ page }) => {
  await page.goto('/admin/tokens');
  await expect(page.getByText('Esta página es solo para administradores.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fadmin%2Ftokens',
  );

  const usuario = await crearUsuario('normal');
  const firestore = peticionesColeccionesAdmin(page);
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/admin\/tokens$/);
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  // Not just "none yet": the page has finished everything it started.
  await redEnCalma(page);
  expect(firestore).toEqual([]);
});

test('the admin revokes a link: its public page goes unavailable and the audit log records it', async ({
  page,
  browser,
}) => {
  // An owner with a verified address shares a receipt (an unverified one is marked as such).
  const duena = await crearUsuario('duena', { verificado: true });
  const enlace = await compartirUnRecibo(page, duena, '60');

  // The admin finds it by the owner's email and revokes it.
  const consultas = peticionesColeccionesAdmin(page);
  await entrar(page, ADMIN, '/admin/tokens');
  await expect(page.getByRole('heading', { name: 'Enlaces públicos de recibos' })).toBeVisible();
  // The same watcher the non-admin test relies on sees the admin's queries of both collections.
  await expect.poll(() => consultas.some((c) => c.includes('registroEnlaces'))).toBe(true);
  await expect.poll(() => consultas.some((c) => c.includes('auditoriaAdmin'))).toBe(true);
  // By the start of the e-mail, in any case; the search lives in the address, so a reload keeps it.
  const inicio = (duena.email.split('@')[0] as string).toUpperCase();
  const buscar = page.getByLabel('Buscar por propietario (inicio del correo o uid) o número de recibo');
  await buscar.fill(inicio);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const fila = page.getByRole('row', { name: new RegExp(duena.email.replace(/[.]/g, '\\.')) });
  await expect(fila).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Enlaces públicos' }).getByRole('row')).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get('q')).toBe(inicio);
  await page.reload();
  await expect(buscar).toHaveValue(inicio);
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText('Activo');
  const token = enlace.split('/').pop() as string;
  await expect(fila).toContainText(`${token.slice(0, 4)}…${token.slice(-4)}`);
  await expect(fila).not.toContainText(token);
  // Before revoking, the admin opens the receipt as the payer sees it, from the row.
  const [vista] = await Promise.all([
    page.waitForEvent('popup'),
    fila.getByRole('link', { name: /^R-2026-0001 \(ver como el pagador/ }).click(),
  ]);
  await expect(vista.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await vista.close();
  // Asked first, with a reason; without one nothing happens.
  await fila.getByRole('button', { name: /Revocar/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Revocar el enlace' });
  await expect(dialogo).toContainText(`El recibo R-2026-0001 de ${duena.email} dejará de verse con este enlace.`);
  await dialogo.getByRole('button', { name: 'Revocar enlace' }).click();
  await expect(dialogo.getByText('Escribe el motivo de la revocación.')).toBeVisible();
  await expect(fila).toContainText('Activo');
  await dialogo.getByLabel('Motivo (queda en el registro de auditoría)').fill('Contenido denunciado');
  await dialogo.getByRole('button', { name: 'Revocar enlace' }).click();
  await expect(page.getByText('Enlace revocado.')).toBeVisible();
  await expect(dialogo).toBeHidden();
  await expect(fila).toContainText('Revocado');
  // The audit entry names the receipt and its owner, not only the token, and says why.
  await expect(
    page.getByRole('list', { name: 'Acciones de administración' }).getByRole('listitem').first(),
  ).toContainText(
    `${ADMIN.email} · Revocó R-2026-0001 de ${duena.email} (${token.slice(0, 4)}…${token.slice(-4)}) — Contenido denunciado`,
  );

  const anonimo = await browser.newContext();
  const publica = await anonimo.newPage();
  await publica.goto(enlace);
  await expect(publica.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();

  // Reactivate: the link works again, and that is recorded too.
  await fila.getByRole('button', { name: /Reactivar/ }).click();
  await expect(page.getByText('Enlace reactivado.')).toBeVisible();
  await publica.reload();
  await expect(publica.getByTestId('recibo-total')).toHaveText('60,00 €');
  await expect(page.getByRole('list', { name: 'Acciones de administración' })).toContainText('Reactivó');
  await anonimo.close();
});

// After an admin's revocation the owner's page must not say anyone with the link can see the
// receipt, and must offer to share it again.
test('the owner sees an admin revoked the link, and shares the receipt again', async ({ page, browser }) => {
  const duena = await crearCuentaConDatosLargos();
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await entrar(admin, ADMIN, '/admin/tokens');
  await admin.getByLabel('Buscar por propietario (inicio del correo o uid) o número de recibo').fill(duena.email);
  await admin.getByRole('button', { name: 'Buscar', exact: true }).click();
  const fila = admin.getByRole('row', { name: /R-2026-0001/ });
  await expect(fila).toHaveCount(1);
  await fila.getByRole('button', { name: /Revocar/ }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Revocar el enlace' });
  await dialogo.getByLabel('Motivo (queda en el registro de auditoría)').fill('Prueba de revocación');
  await dialogo.getByRole('button', { name: 'Revocar enlace' }).click();
  await expect(admin.getByText('Enlace revocado.')).toBeVisible();
  await adminCtx.close();

  await entrar(page, duena, `/recibos/${duena.recibos[0]}`);
  await expect(page.getByRole('heading', { name: 'Enlace desactivado por un administrador' })).toBeVisible();
  await expect(page.getByText('Cualquiera con este enlace puede ver el recibo')).toHaveCount(0);
  await page.getByRole('button', { name: 'Compartir de nuevo' }).click();
  await expect(page.getByText('Enlace creado.')).toBeVisible();
  const nuevo = await page.getByTestId('enlace-publico').inputValue();
  expect(nuevo).not.toContain(duena.token);

  const anonimo = await browser.newContext();
  const publica = await anonimo.newPage();
  await publica.goto(nuevo);
  await expect(publica.getByTestId('recibo-total')).toHaveText('1588,55 €');
  await publica.goto(`/recibos/view/${duena.token}`);
  await expect(publica.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  await anonimo.close();
});

test('mf-admin is loaded only on /admin/tokens', async ({ page }) => {
  const urls = peticionesAdmin(page);
  const usuario = await crearUsuario('sin-admin');
  await entrar(page, usuario);
  await expectSignedInLayout(page, usuario.email);
  await expect(navLink(page, 'Admin')).toHaveCount(0);
  // Each page in turn, loaded and with nothing left in flight before the next.
  for (const [enlace, cargada] of [
    ['Recibos', page.getByRole('heading', { name: 'Recibos', level: 1 })],
    ['Etiquetas', page.getByRole('heading', { name: 'Etiquetas', level: 1 })],
    ['Cuenta', page.getByTestId('cuenta-email')],
    ['Inicio', page.getByTestId('inicio-usuario')],
  ] as const) {
    await navLink(page, enlace).click();
    await expect(cargada).toBeVisible();
    await redEnCalma(page);
  }
  await page.goto('/recibos/view/noexiste');
  await expect(page.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  await redEnCalma(page);
  expect(urls).toEqual([]);
  await page.goto('/admin/tokens');
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  expect(urls.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});

test('the admin pages the links 20 at a time, splits active from expired, and searches by uid and number', async ({
  page,
}) => {
  // One owner's 22 links straight into the registry (owner token): 12 that never expire, 10
  // expired yesterday, alternating, newest first; one of them has a number nobody else has.
  const duena = `paginas${Date.now()}`;
  const numeroUnico = `R-2026-${9000 + Math.floor(Math.random() * 1000)}`;
  const ahora = Date.now();
  await sembrar(
    Array.from({ length: 22 }, (_, i) => [
      `registroEnlaces/${`${duena}t${String(i).padStart(2, '0')}`.padEnd(32, 'x')}`,
      {
        ownerUid: { stringValue: duena },
        reciboId: { stringValue: `r${i}` },
        numero: { stringValue: i === 5 ? numeroUnico : `R-2026-${String(i + 1).padStart(4, '0')}` },
        createdAt: { timestampValue: new Date(ahora - i * 60_000).toISOString() },
        expiresAt:
          i % 2 === 1 && i < 20 ? { timestampValue: new Date(ahora - 86_400_000).toISOString() } : { nullValue: null },
        revocado: { booleanValue: false },
        revocadoPor: { nullValue: null },
        auditoria: { nullValue: null },
      },
    ]),
  );
  await entrar(page, ADMIN, '/admin/tokens');
  const tabla = page.getByRole('table', { name: 'Enlaces públicos' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración');
  const filas = tabla.getByRole('row', { name: new RegExp(duena) });
  const cargarMas = page.getByRole('button', { name: 'Cargar más' });

  await page.getByLabel('Buscar por propietario (inicio del correo o uid) o número de recibo').fill(duena);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(filas).toHaveCount(20);
  await expect(tabla.getByText('Caducado')).toHaveCount(10);
  await cargarMas.click();
  await expect(filas).toHaveCount(22);
  await expect(cargarMas).toHaveCount(0);

  // Active and expired are one server query (not revoked); each page is split on the screen.
  await page.getByLabel('Estado').selectOption('activo');
  await expect(filas).toHaveCount(10);
  await expect(tabla.getByText('Caducado')).toHaveCount(0);
  await cargarMas.click();
  await expect(filas).toHaveCount(12);
  await page.getByLabel('Estado').selectOption('caducado');
  await expect(filas).toHaveCount(10);
  await expect(tabla.getByText('Activo', { exact: true })).toHaveCount(0);
  await page.getByLabel('Estado').selectOption('revocado');
  await expect(page.getByText('No hay enlaces que coincidan.')).toBeVisible();

  await page.getByLabel('Estado').selectOption('');
  await page.getByLabel('Buscar por propietario (inicio del correo o uid) o número de recibo').fill(numeroUnico);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(filas).toHaveCount(1);
  await expect(filas).toContainText(numeroUnico);

  // On a phone, the number and each date stay on one line each.
  await page.setViewportSize({ width: 390, height: 780 });
  // The cells after the number: owner, token, created, expires, state, actions.
  const lineas = (celda: Locator) =>
    celda.evaluate((el) => {
      const rango = document.createRange();
      rango.selectNodeContents(el);
      return new Set([...rango.getClientRects()].map((r) => Math.round(r.top))).size;
    });
  await expect.poll(() => lineas(filas.getByRole('rowheader'))).toBe(1);
  expect(await lineas(filas.getByRole('cell').nth(2))).toBe(1);
  expect(await lineas(filas.getByRole('cell').nth(3))).toBe(1);
});

test('an admin finds "Admin" last in the navigation, and it opens the admin page', async ({ page }) => {
  await entrar(page, ADMIN);
  await expectSignedInLayout(page, ADMIN.email);
  const enlaces = page.getByRole('navigation', { name: 'Principal' }).getByRole('link');
  await expect(enlaces).toHaveText(['Inicio', 'Recibos', 'Etiquetas', 'Cuenta', 'Admin']);
  await navLink(page, 'Admin').click();
  await expect(page).toHaveURL(/\/admin\/tokens$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración');
});

test('an owner whose address is unverified is found by it, marked "sin verificar al compartir"', async ({ page }) => {
  const dueno = await crearUsuario('sin-verificar');
  await compartirUnRecibo(page, dueno, '10');

  await entrar(page, ADMIN, '/admin/tokens');
  await page.getByLabel('Buscar por propietario (inicio del correo o uid) o número de recibo').fill(dueno.email);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const fila = page.getByRole('row', { name: new RegExp(dueno.email.replace(/[.]/g, '\\.')) });
  await expect(fila).toHaveCount(1);
  await expect(fila.getByRole('cell').first()).toHaveText(`${dueno.email} (sin verificar al compartir)`);
});
