import type { Page } from '@playwright/test';
import { crearUsuario, documentos, entrar, expectSignedInLayout, navLink } from '../fixtures';
import { expect, test } from '../test';

const DEFAULT = 'bg-slate-100 text-slate-800';

async function entrarEnEtiquetas(page: Page, user: { email: string; password: string }) {
  await entrar(page, user, '/etiquetas');
  await expectSignedInLayout(page, user.email);
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
}

const badge = (page: Page, nombre: string) =>
  page.getByRole('list', { name: 'Tus etiquetas' }).getByTestId('etiqueta').filter({ hasText: nombre });

test('labels with a custom colour: edit the colour, delete it, and another account sees none of it', async ({
  page,
}) => {
  const ana = await crearUsuario('ana');
  const beto = await crearUsuario('beto');
  await entrarEnEtiquetas(page, ana);
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();

  // Create "Alquiler" with a new custom colour.
  await page.getByRole('button', { name: 'Crear la primera etiqueta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  // The form fills the dialog: its fields are as wide as the dialog's content.
  const [caja, formulario] = await Promise.all([
    dialog.boundingBox(),
    dialog.locator('form').first().boundingBox(),
    expect(dialog.getByLabel('Nombre')).toBeVisible(),
  ]);
  const relleno = await dialog.evaluate((d) => Number.parseFloat(getComputedStyle(d).paddingLeft) * 2);
  expect(formulario?.width ?? 0).toBeGreaterThanOrEqual((caja?.width ?? 0) - relleno - 4);
  await dialog.getByLabel('Nombre').fill('Alquiler');
  await dialog.getByText('Nuevo color personalizado…').click();
  await dialog.getByLabel('Color de fondo', { exact: true }).fill('#1e40af');
  await dialog.getByLabel('Color del texto', { exact: true }).fill('#fef3c7');
  await expect(dialog.getByText(/Contraste \d+,\d\d:1\. Cumple WCAG AA\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(page.getByText('Etiqueta creada.')).toBeVisible();
  await expect(badge(page, 'Alquiler')).toHaveCSS('background-color', 'rgb(30, 64, 175)');

  // A second label with the same custom colour, chosen from the user's colours.
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  await dialog.getByLabel('Nombre').fill('Luz');
  await dialog.getByText('Personalizado #1e40af').click();
  await dialog.getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(badge(page, 'Luz')).toHaveCSS('background-color', 'rgb(30, 64, 175)');

  // The same name, in other case, is refused and nothing is written.
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  await dialog.getByLabel('Nombre').fill('ALQUILER');
  await dialog.getByRole('button', { name: 'Guardar etiqueta' }).click();
  await expect(dialog.getByText('Ya tienes una etiqueta con ese nombre.')).toBeVisible();
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect(await documentos(`users/${ana.uid}/etiquetas`)).toHaveLength(2);

  // Edit the colour: it says how many labels follow, then the labels point at the new id.
  const colores = page.getByRole('list', { name: 'Tus colores' });
  await expect(colores.getByText('Usado por 2 etiquetas')).toBeVisible();
  await colores.getByRole('button', { name: /Editar color/ }).click();
  const colorDialog = page.getByRole('dialog', { name: 'Editar color' });
  await expect(colorDialog.getByText('Este cambio afecta a 2 etiquetas.')).toBeVisible();
  await colorDialog.getByLabel('Color de fondo', { exact: true }).fill('#ffff00');
  await expect(colorDialog.getByText(/Por debajo de 4.5:1/)).toBeVisible();
  await colorDialog.getByLabel('Color de fondo', { exact: true }).fill('#7c2d12');
  await colorDialog.getByRole('button', { name: 'Guardar color' }).click();
  await expect(page.getByText('Color actualizado.')).toBeVisible();
  await expect(badge(page, 'Luz')).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  expect((await documentos(`users/${ana.uid}/colores`)).map((c) => c.id)).toEqual(['custom-7c2d12fef3c7']);
  expect((await documentos(`users/${ana.uid}/etiquetas`)).map((e) => e.fields.color?.stringValue)).toEqual([
    'custom-7c2d12fef3c7',
    'custom-7c2d12fef3c7',
  ]);

  // Delete the colour: the labels fall back to the default class.
  await colores.getByRole('button', { name: /Eliminar color/ }).click();
  const confirmar = page.getByRole('dialog', { name: 'Eliminar color' });
  await expect(confirmar.getByText('2 etiquetas usan este color y pasarán al color predeterminado.')).toBeVisible();
  await confirmar.getByRole('button', { name: 'Eliminar color' }).click();
  await expect(page.getByText('Color eliminado.')).toBeVisible();
  await expect(badge(page, 'Alquiler')).toHaveCSS('background-color', 'rgb(241, 245, 249)');
  expect(await documentos(`users/${ana.uid}/colores`)).toEqual([]);
  expect((await documentos(`users/${ana.uid}/etiquetas`)).map((e) => e.fields.color?.stringValue)).toEqual([
    DEFAULT,
    DEFAULT,
  ]);

  // Search narrows the list.
  await page.getByLabel('Buscar etiquetas').fill('luz');
  await expect(badge(page, 'Luz')).toBeVisible();
  await expect(badge(page, 'Alquiler')).toHaveCount(0);

  // Another account on the same browser sees none of the first account's labels.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await entrarEnEtiquetas(page, beto);
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  await expect(page.getByText('Alquiler')).toHaveCount(0);
  await navLink(page, 'Inicio').click();
  await navLink(page, 'Etiquetas').click();
  await expect(page.getByText('Luz')).toHaveCount(0);
});

test('deleting a label asks first and removes only that label', async ({ page }) => {
  const carla = await crearUsuario('carla');
  await entrarEnEtiquetas(page, carla);
  for (const nombre of ['Banco', 'Seguro']) {
    await page
      .getByRole('button', { name: /Nueva etiqueta|Crear la primera etiqueta/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nueva etiqueta' });
    await dialog.getByLabel('Nombre').fill(nombre);
    await dialog.getByText('Verde').click();
    await dialog.getByLabel('Nombre').press('Enter');
    await expect(badge(page, nombre)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Eliminar Banco' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Eliminar etiqueta' });
  await expect(confirmar.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirmar.getByRole('button', { name: 'Eliminar etiqueta' }).click();
  await expect(page.getByText('Etiqueta «Banco» eliminada.')).toBeVisible();
  await expect(badge(page, 'Banco')).toHaveCount(0);
  const quedan = await documentos(`users/${carla.uid}/etiquetas`);
  expect(quedan.map((d) => d.fields.nombre?.stringValue)).toEqual(['Seguro']);
  expect(quedan[0]?.fields.color?.stringValue).toBe('bg-green-100 text-green-800');
});

// Labels and colours load once per session (docs/producto.md, Etiquetas y colores), whatever the shell's global
// SWR defaults say; going back to "Etiquetas" (or to receipts, which show labels) asks nothing.
test('labels and colours are queried once per session, not on every visit', async ({ page }) => {
  const consultas: string[] = [];
  page.on('request', (r) => {
    const cuerpo = r.postData() ?? '';
    if (r.url().includes(':runQuery')) {
      const coleccion = /"collectionId":"(\w+)"/.exec(cuerpo)?.[1];
      if (coleccion === 'etiquetas' || coleccion === 'colores') consultas.push(coleccion);
    }
  });
  // The page's clock ticks as usual, and jumps on demand.
  await page.clock.install();
  await entrarEnEtiquetas(page, await crearUsuario('una-vez'));
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  for (const area of ['Recibos', 'Etiquetas', 'Inicio', 'Etiquetas', 'Recibos', 'Etiquetas']) {
    // Past SWR's 2 s deduplication window, which would otherwise hide a refetch on mount.
    await page.clock.fastForward(2100);
    await navLink(page, area).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByText('Aún no tienes etiquetas.')).toBeVisible();
  expect(consultas.sort()).toEqual(['colores', 'etiquetas']);
});
