import { crearUsuario, documentos, entrar, rellenarLinea } from '../fixtures';
import { expect, test } from '../test';

test.describe.configure({ mode: 'parallel' });

test('payers: added with what their receipts start with, imported from a CSV with a bad row, found, chosen in a receipt, deleted', async ({
  page,
}) => {
  const usuario = await crearUsuario('pagadores');
  await entrar(page, usuario, '/recibos');
  await page.getByRole('link', { name: 'Pagadores' }).click();
  await expect(page.getByRole('heading', { name: 'Pagadores', level: 1 })).toBeVisible();
  await expect(page.getByText('Aún no tienes pagadores. Añade uno o impórtalos de un CSV.')).toBeVisible();

  // Bad input is said, and nothing is written.
  await page.getByRole('link', { name: 'Nuevo pagador' }).click();
  await page.getByLabel('Correo electrónico (opcional)').fill('carla@');
  await page.getByRole('button', { name: 'Añadir pagador' }).click();
  await expect(page.getByText('El nombre del pagador es obligatorio.')).toBeVisible();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page.getByLabel('Nombre del pagador')).toBeFocused();
  expect(await documentos(`users/${usuario.uid}/pagadores`)).toEqual([]);
  await page.getByLabel('Nombre del pagador').fill('Carla Gómez');
  await page.getByLabel('Correo electrónico (opcional)').fill('carla@ejemplo.es');
  await page.getByLabel('Teléfono (opcional)').fill('+34 600 11 22 33');
  await page.getByLabel('Concepto habitual').fill('Alquiler');
  await page.getByLabel('Método de pago').selectOption('transferencia');
  await rellenarLinea(page, 1, 'Renta mensual', '1', '850');
  await page.getByRole('button', { name: 'Añadir pagador' }).click();
  await expect(page.getByText('Carla Gómez ya está en tus pagadores.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carla Gómez' })).toBeVisible();

  // A CSV: what was read first, the bad row named, the repeated one skipped, nothing written yet.
  await page.getByRole('link', { name: 'Importar CSV' }).click();
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'socios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFNombre;Correo\nDiego Soto;diego@ejemplo.es\nEva Ruiz;eva@\nCarla Gómez;\n'),
  });
  await expect(page.getByTestId('resumen-importacion')).toHaveText(
    '1 pagador nuevo, 1 repetido (ya están: no se importan), 1 fila con errores (no se importan).',
  );
  await expect(page.getByTestId('filas-con-errores')).toHaveText(
    'Fila 3 (Eva Ruiz): Escribe un correo electrónico válido.',
  );
  expect(await documentos(`users/${usuario.uid}/pagadores`)).toHaveLength(1);
  await page.getByRole('button', { name: 'Importar 1 pagador' }).click();
  await expect(page.getByText('1 pagador importado.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Diego Soto' })).toBeVisible();
  expect(await documentos(`users/${usuario.uid}/pagadores`)).toHaveLength(2);

  // Found by what is typed.
  await page.getByLabel('Buscar por nombre, documento, correo o teléfono').fill('DIEGO');
  await expect(page.getByText('1 de 2.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carla Gómez' })).toHaveCount(0);

  // Chosen in a new receipt: its data and what its receipts start with.
  await page.goto('/recibos/nuevo');
  await page.getByRole('combobox', { name: 'Nombre del pagador' }).pressSequentially('carl');
  await page.getByRole('option', { name: /Carla Gómez/ }).click();
  await expect(page.getByLabel('Correo del pagador (opcional)')).toHaveValue('carla@ejemplo.es');
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Alquiler');
  await expect(page.getByLabel('Descripción de la línea 1')).toHaveValue('Renta mensual');
  await expect(page.getByTestId('form-total')).toHaveText('850,00\u00a0€');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/^Recibo R-\d{4}-0001 emitido\.$/)).toBeVisible();

  // Deleted, asking first; its receipts stay.
  await page.goto('/recibos/pagadores');
  await page.getByRole('button', { name: 'Eliminar Carla Gómez' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar pagador' })
    .getByRole('button', { name: 'Eliminar pagador' })
    .click();
  await expect(page.getByText('Carla Gómez ya no está en tus pagadores.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carla Gómez' })).toHaveCount(0);
  // Focus is not lost with the row: the search has it.
  await expect(page.getByLabel('Buscar por nombre, documento, correo o teléfono')).toBeFocused();
  expect(await documentos(`users/${usuario.uid}/recibos`)).toHaveLength(1);
});
