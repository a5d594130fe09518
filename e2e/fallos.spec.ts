// Faults the app meets while everything else keeps running: the rules refusing part of a batch,
// the network dropping, Auth's server unreachable. (Firestore's server stopped for real is in
// ./firestore-parado.spec.ts, which runs alone.)
import { AUTH_URL } from '../tooling/topologia.mjs';
import { badge, dosEtiquetasConUnColor, eliminarElColor, estado } from './fallos';
import {
  crearUsuario,
  documentos,
  entrar,
  expectSignedInLayout,
  FIRESTORE_EMULATOR,
  navLink,
  PROJECT,
  signIn,
} from './fixtures';
import { expect, test } from './test';

const AUTH = `${AUTH_URL}/**`;

test('the rules refuse one document in the middle of a colour deletion: nothing of the batch is written', async ({
  page,
}) => {
  const usuario = await crearUsuario('fallos-lote');
  await entrar(page, usuario, '/etiquetas');
  await expectSignedInLayout(page, usuario.email);
  await dosEtiquetasConUnColor(page);
  // One label gains a field the rules do not allow, so its update (one write of the colour
  // deletion's commit: two label updates and the colour's delete) is refused by the rules.
  const [, segunda] = await documentos(`users/${usuario.uid}/etiquetas`);
  const respuesta = await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/users/${usuario.uid}/etiquetas/${segunda?.id}?updateMask.fieldPaths=intrusa`,
    {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { intrusa: { booleanValue: true } } }),
    },
  );
  expect(respuesta.status).toBe(200);
  const antes = await estado(usuario.uid);
  expect(antes.etiquetas).toHaveLength(2);
  expect(antes.colores).toHaveLength(1);

  await eliminarElColor(page);
  await expect(page.getByText('No se pudo eliminar el color. Inténtalo de nuevo.')).toBeVisible();
  await expect(badge(page, 'Alquiler')).toHaveCSS('background-color', 'rgb(30, 64, 175)');
  await expect(badge(page, 'Luz')).toHaveCSS('background-color', 'rgb(30, 64, 175)');
  // Neither label moved to the default colour and the colour is still there.
  expect(await estado(usuario.uid)).toEqual(antes);
});

test('the network drops while a receipt is saved: a Spanish toast and the form keeps what was typed', async ({
  page,
}) => {
  const usuario = await crearUsuario('fallos-recibo');
  await entrar(page, usuario, '/recibos/nuevo');
  await expectSignedInLayout(page, usuario.email);
  await page.getByLabel('Concepto', { exact: true }).fill('Clases de marzo');
  await page.getByLabel('Nombre del emisor').fill('Ana Profesora');
  await page.getByLabel('Nombre del pagador').fill('Beto Alumno');
  await page.getByLabel('Descripción de la línea 1').fill('Clase individual');
  await page.getByLabel('Cantidad de la línea 1').fill('4');
  await page.getByLabel('Precio de la línea 1').fill('25');

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  // Said twice: in a toast, and by the buttons until the next try.
  const aviso = 'No se pudo guardar el recibo. Revisa la conexión: lo que has escrito sigue aquí.';
  await expect(page.getByTestId('fallo-al-guardar')).toHaveText(aviso);
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText(aviso)).toBeVisible();
  await page.context().setOffline(false);

  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Clases de marzo');
  await expect(page.getByLabel('Nombre del pagador')).toHaveValue('Beto Alumno');
  await expect(page.getByLabel('Precio de la línea 1')).toHaveValue('25');
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);

  // Back online, the same form saves. The number's year is the receipt's date (today's, by default).
  const año = (await page.getByLabel('Fecha').inputValue()).slice(0, 4);
  expect(año).toMatch(/^\d{4}$/);
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(`Recibo R-${año}-0001 emitido.`, { exact: false })).toBeVisible();
  expect(await documentos(`users/${usuario.uid}/recibos`)).toHaveLength(1);
});

test('the Auth emulator unreachable at start-up: a usable page and a Spanish connection error, never a blank page', async ({
  page,
}) => {
  await page.route(AUTH, (route) => route.abort('connectionrefused'));
  await page.goto('/etiquetas');
  // The guard still works without Auth's server (the session state is local) and lands on /login.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fetiquetas$/);
  await signIn(page);
  await expect(
    page.getByText('No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.unroute(AUTH);
  await signIn(page);
  await expectSignedInLayout(page);
  await navLink(page, 'Etiquetas').click();
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();

  // Signed in, then the app starts again with Auth unreachable: the saved session still opens the
  // layout (Firebase keeps a persisted user on a network error) instead of a blank page.
  await page.route(AUTH, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expectSignedInLayout(page);
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
});
