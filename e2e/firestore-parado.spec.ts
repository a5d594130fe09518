// The Firestore emulator process really stopped and restarted by the E2E harness
// (scripts/e2e-servidores.mjs: its data is exported before the stop and imported on restart, so the
// other specs keep theirs); Firestore's own state is then compared, read with the owner token.
// Every spec uses that one emulator, so this one runs alone, after the others
// (e2e/playwright.config.ts).
import { badge, dosEtiquetasConUnColor, eliminarElColor, estado } from './fallos';
import {
  crearEtiquetaPorLaInterfaz,
  crearUsuario,
  documentos,
  entrar,
  existeCuenta,
  expectSignedInLayout,
  navLink,
} from './fixtures';
import { E2E_CONTROL } from './puertos';
import { expect, test } from './test';

const CONTROL = E2E_CONTROL;

async function firestore(accion: 'parar' | 'arrancar') {
  const respuesta = await fetch(`${CONTROL}/firestore/${accion}`, { method: 'POST' });
  expect(respuesta.status, await respuesta.text()).toBe(204);
}

/**
 * Runs `mientras` with the Firestore emulator stopped, and starts it again however that ends: a
 * failure in the middle must not leave Firestore down for the tests after it.
 */
async function sinFirestore(mientras: () => Promise<void>) {
  await firestore('parar');
  try {
    await mientras();
  } finally {
    await firestore('arrancar');
  }
}

test('the Firestore emulator stopped while a label is saved and a colour deleted: Spanish toasts, list and data unchanged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const usuario = await crearUsuario('fallos');
  await entrar(page, usuario, '/etiquetas');
  await expectSignedInLayout(page, usuario.email);

  const dialogo = await dosEtiquetasConUnColor(page);
  const antes = await estado(usuario.uid);
  expect(antes.etiquetas).toHaveLength(2);
  expect(antes.colores).toHaveLength(1);

  // Save a new label while Firestore is down.
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  await dialogo.getByLabel('Nombre').fill('Agua');
  await dialogo.getByText('Verde').click();
  await sinFirestore(async () => {
    await dialogo.getByRole('button', { name: 'Guardar etiqueta' }).click();
    await expect(
      page.getByText('No se pudo guardar la etiqueta. Revisa la conexión e inténtalo de nuevo.'),
    ).toBeVisible();
    // What was typed is still there to retry; the list did not change.
    await expect(dialogo.getByLabel('Nombre')).toHaveValue('Agua');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('list', { name: 'Tus etiquetas' }).getByTestId('etiqueta')).toHaveCount(2);
    await expect(badge(page, 'Agua')).toHaveCount(0);

    // Delete the colour while Firestore is down: the labels keep it on screen.
    const colores = page.getByRole('list', { name: 'Tus colores' });
    await eliminarElColor(page);
    await expect(page.getByText('No se pudo eliminar el color. Inténtalo de nuevo.')).toBeVisible();
    await expect(badge(page, 'Luz')).toHaveCSS('background-color', 'rgb(30, 64, 175)');
    await expect(colores.getByText('Usado por 2 etiquetas')).toBeVisible();
  });

  // Restarted: Firestore holds exactly what it held before either failed action (no half batch).
  expect(await estado(usuario.uid)).toEqual(antes);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Tus etiquetas' }).getByTestId('etiqueta')).toHaveCount(2);
  await expect(badge(page, 'Alquiler')).toHaveCSS('background-color', 'rgb(30, 64, 175)');

  // And the same actions succeed once it is back.
  await eliminarElColor(page);
  await expect(page.getByText('Color eliminado.')).toBeVisible();
  expect(await documentos(`users/${usuario.uid}/colores`)).toEqual([]);
});

// Deleting the account while Firestore is down says so in Spanish and deletes nothing (the data
// goes first, the account only after it): the account and its data are all still there.
test('the Firestore emulator stopped while the account is deleted: a Spanish error, nothing deleted', async ({
  page,
}) => {
  const usuario = await crearUsuario('borrar-sin-firestore');
  await entrar(page, usuario, '/etiquetas');
  await crearEtiquetaPorLaInterfaz(page, 'Personal');
  await expect(page.getByText('Etiqueta creada.')).toBeHidden();
  const antes = await estado(usuario.uid);

  await navLink(page, 'Cuenta').click();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar la cuenta' })
    .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
    .click();
  const reauth = page.getByRole('dialog', { name: 'Confirma tu identidad' });
  await reauth.getByLabel('Contraseña actual').fill(usuario.password);
  await sinFirestore(async () => {
    await reauth.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByText(
        'No se pudieron borrar tus datos: no hay conexión con la base de datos. Tu cuenta sigue activa; inténtalo de nuevo.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible();
  });
  expect(await existeCuenta(usuario.email)).toBe(true);
  expect(await estado(usuario.uid)).toEqual(antes);
});
