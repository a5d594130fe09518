import type { Page } from '@playwright/test';
import { AUTH_URL } from '../../tooling/topologia.mjs';
import {
  crearEtiquetaPorLaInterfaz,
  crearUsuario,
  documentos,
  entrar,
  existeCuenta,
  expectSignedInLayout,
  navLink,
  signIn,
  ultimoCodigo,
} from '../fixtures';
import { expect, test } from '../test';

const nuevoEmail = (prefijo: string) => `${prefijo}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@recibos.test`;

async function abrirCuenta(page: Page) {
  await navLink(page, 'Cuenta').click();
  await expect(page.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible();
}

test('register with the live checklist, verify the email through its link, and see it verified', async ({ page }) => {
  const email = nuevoEmail('registro');
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  const checklist = page.getByRole('list', { name: 'Requisitos de la contraseña' });
  // The emulator has no password policy (501): the default minimum of 6 applies.
  await expect(checklist).toContainText('Al menos 6 caracteres (pendiente)');
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La contraseña no cumple los requisitos.')).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.getByLabel('Contraseña', { exact: true }).fill('bastante-larga');
  await expect(checklist).toContainText('Al menos 6 caracteres (cumplido)');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectSignedInLayout(page, email);

  await abrirCuenta(page);
  await expect(page.getByTestId('cuenta-verificado')).toHaveText('Sin verificar');
  const { oobCode } = await ultimoCodigo(email, 'VERIFY_EMAIL');
  await page.goto(`/login?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByText('Tu correo electrónico está verificado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
  await expect(page.getByTestId('cuenta-verificado')).toHaveText('Verificado');
  await expect(page.getByTestId('cuenta-nombre')).toHaveText('Lucía Pérez');

  // The same link a second time is refused with its own message.
  await page.goto(`/login?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByRole('alert')).toHaveText('El enlace no es válido o ya se ha utilizado.');
});

test('registering an address already in use says so in Spanish', async ({ page }) => {
  const existente = await crearUsuario('repetido');
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Otra persona');
  await page.getByLabel('Correo electrónico').fill(existente.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreta123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Ya existe una cuenta con este correo electrónico.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('forgot password: reset through /login?mode=resetPassword, then the new password signs in', async ({ page }) => {
  const usuario = await crearUsuario('olvido');
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The form has an address of its own, so a reload or a shared link opens it again.
  await expect(page).toHaveURL(/\/login\?vista=olvido$/);
  await page.reload();
  await page.getByLabel('Correo electrónico').fill(usuario.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/Si existe una cuenta con ese correo/)).toBeVisible();

  const { oobCode } = await ultimoCodigo(usuario.email, 'PASSWORD_RESET');
  await page.goto(`/login?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
  await expect(page.getByText(`Para la cuenta ${usuario.email}.`)).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('nueva-clave-7');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Ya puedes iniciar sesión con tu nueva contraseña.')).toBeVisible();

  await page.goto('/login');
  await signIn(page, { email: usuario.email, password: usuario.password });
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  await page.getByLabel('Contraseña', { exact: true }).fill('nueva-clave-7');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectSignedInLayout(page, usuario.email);
});

test('email-link sign-in: same device uses the stored address, another device asks for it', async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('enlace');
  await page.goto('/login?redirect=%2Fetiquetas');
  await page.getByRole('link', { name: 'Entrar con un enlace por correo' }).click();
  await page.getByLabel('Correo electrónico').fill(usuario.email);
  await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  await expect(page.getByText(`Te hemos enviado un enlace a ${usuario.email}.`)).toBeVisible();

  const primero = await ultimoCodigo(usuario.email, 'EMAIL_SIGNIN');
  await page.goto(
    `/login?mode=signIn&oobCode=${encodeURIComponent(primero.oobCode)}&apiKey=demo-api-key&redirect=%2Fetiquetas`,
  );
  await expect(page).toHaveURL(/\/etiquetas$/);
  await expectSignedInLayout(page, usuario.email);

  // Another device: a fresh browser context with nothing stored.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Entrar con un enlace por correo' }).click();
  await page.getByLabel('Correo electrónico').fill(usuario.email);
  await page.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  await expect(page.getByText(`Te hemos enviado un enlace a ${usuario.email}.`)).toBeVisible();
  const segundo = await ultimoCodigo(usuario.email, 'EMAIL_SIGNIN');
  expect(segundo.oobCode).not.toBe(primero.oobCode);
  const otro = await browser.newContext();
  const movil = await otro.newPage();
  await movil.goto(`/login?mode=signIn&oobCode=${encodeURIComponent(segundo.oobCode)}&apiKey=demo-api-key`);
  await expect(movil.getByRole('heading', { name: 'Confirma tu correo electrónico' })).toBeVisible();
  // Another valid address was called "not a valid format".
  await movil.getByLabel('Correo electrónico').fill('otra-persona@recibos.test');
  await movil.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(movil.getByText('Este correo no coincide con el del enlace.', { exact: false })).toBeVisible();
  await expect(movil.getByText('El correo electrónico no tiene un formato válido.')).toHaveCount(0);
  await movil.getByLabel('Correo electrónico').fill(usuario.email);
  await movil.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectSignedInLayout(movil, usuario.email);
  await otro.close();
});

test('change the display name on /cuenta', async ({ page }) => {
  const usuario = await crearUsuario('nombre');
  await entrar(page, usuario, '/cuenta');
  await expect(page.getByTestId('cuenta-nombre')).toHaveText('—');
  await page.getByLabel('Nombre visible').fill('  ');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
  await page.getByLabel('Nombre visible').fill('Marta Gil');
  await page.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Nombre actualizado.')).toBeVisible();
  await expect(page.getByTestId('cuenta-nombre')).toHaveText('Marta Gil');
  await page.reload();
  await expect(page.getByTestId('cuenta-nombre')).toHaveText('Marta Gil');
});

test('change the e-mail on /cuenta through its link; a later change is undone from the address it left (mode=recoverEmail)', async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('correo');
  const nuevo = nuevoEmail('correo-nuevo');
  await entrar(page, usuario, '/cuenta');
  await page.getByLabel('Nuevo correo electrónico').fill(nuevo);
  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  // Not without the current password.
  const reauth = page.getByRole('dialog', { name: 'Confirma tu identidad' });
  await reauth.getByLabel('Contraseña actual').fill(usuario.password);
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    page.getByText(`Te hemos enviado un enlace a ${nuevo}. El cambio se aplicará cuando lo abras.`),
  ).toBeVisible();
  // Nothing changes until the link sent to the new address is opened. Firebase's own page applies
  // it (the app's handler under /login takes the other modes), as this call does.
  expect(await existeCuenta(usuario.email)).toBe(true);
  // The emulator files that link under the current address, with the new one beside it.
  const cambio = await ultimoCodigo(usuario.email, 'VERIFY_AND_CHANGE_EMAIL');
  expect(cambio.newEmail).toBe(nuevo);
  const aplicado = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: cambio.oobCode }),
  });
  expect(aplicado.ok).toBe(true);
  expect(await existeCuenta(nuevo)).toBe(true);
  expect(await existeCuenta(usuario.email)).toBe(false);

  // Someone changes it again behind the owner's back. (The Auth emulator sends the undo link only
  // for a direct change, not for one made through a verification link as production does, so the
  // change is made directly, with the account's ID token.)
  const entrada = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: nuevo, password: usuario.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await entrada.json()) as { idToken: string };
  const intruso = nuevoEmail('intruso');
  const robo = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken, email: intruso }),
  });
  expect(robo.ok).toBe(true);
  expect(await existeCuenta(nuevo)).toBe(false);

  // The address it left gets a link to undo it, which the app handles: the account is back on it.
  const deshacer = await ultimoCodigo(nuevo, 'RECOVER_EMAIL');
  const otro = await browser.newContext();
  const correo = await otro.newPage();
  await correo.goto(`/login?mode=recoverEmail&oobCode=${encodeURIComponent(deshacer.oobCode)}&apiKey=demo-api-key`);
  await expect(correo.getByRole('heading', { name: 'Correo restaurado' })).toBeVisible();
  await expect(correo.getByRole('status')).toHaveText(
    `Tu cuenta vuelve a usar ${nuevo}. Si no pediste el cambio, cambia tu contraseña ahora.`,
  );
  expect(await existeCuenta(nuevo)).toBe(true);
  expect(await existeCuenta(intruso)).toBe(false);
  // A link is used once.
  await correo.reload();
  await expect(correo.getByRole('heading', { name: 'No se pudo restaurar el correo' })).toBeVisible();
  await entrar(correo, { email: nuevo, password: usuario.password });
  await expectSignedInLayout(correo, nuevo);
  await otro.close();
});

test('delete the account with re-authentication: the user and their data are gone', async ({ page }) => {
  const usuario = await crearUsuario('borrar');
  await entrar(page, usuario, '/etiquetas');
  await crearEtiquetaPorLaInterfaz(page, 'Personal', { fondo: '#1e40af', texto: '#ffffff' });
  expect(await documentos(`users/${usuario.uid}/etiquetas`)).toHaveLength(1);
  expect(await documentos(`users/${usuario.uid}/colores`)).toHaveLength(1);

  await abrirCuenta(page);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar la cuenta' })
    .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
    .click();
  const reauth = page.getByRole('dialog', { name: 'Confirma tu identidad' });
  await reauth.getByLabel('Contraseña actual').fill('equivocada');
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(reauth.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  expect(await existeCuenta(usuario.email)).toBe(true);
  await reauth.getByLabel('Contraseña actual').fill(usuario.password);
  await reauth.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tu cuenta y tus datos se han eliminado.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  expect(await existeCuenta(usuario.email)).toBe(false);
  expect(await documentos(`users/${usuario.uid}/etiquetas`)).toEqual([]);
  expect(await documentos(`users/${usuario.uid}/colores`)).toEqual([]);
});
