import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `pnpm bench`
import { contador, etiqueta, recibo, sembrar } from '../../bench/semilla.mjs';
import {
  crearEtiquetaPorLaInterfaz,
  crearUsuario,
  documentos,
  expectSignedInLayout,
  navLink,
  signIn,
} from '../fixtures';
import { expect, test } from '../test';

async function rellenarLinea(page: Page, n: number, descripcion: string, cantidad: string, precio: string) {
  await page.getByLabel(`Descripción de la línea ${n}`).fill(descripcion);
  await page.getByLabel(`Cantidad de la línea ${n}`).fill(cantidad);
  await page.getByLabel(`Precio de la línea ${n}`).fill(precio);
}

test('a receipt with two labels and three lines: edit, share, public view, revoke, void, CSV', async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('recibos');
  await page.goto('/login?redirect=%2Fetiquetas');
  await signIn(page, usuario);
  await expectSignedInLayout(page, usuario.email);
  await crearEtiquetaPorLaInterfaz(page, 'Clases', 'Azul');
  await crearEtiquetaPorLaInterfaz(page, 'Particulares', 'Verde');

  // Create: two labels (picker loaded from mf-etiquetas by mf-recibos), three lines.
  await navLink(page, 'Recibos').click();
  await expect(page.getByText('Aún no has emitido ningún recibo.')).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo recibo' }).click();
  await page.getByLabel('Fecha').fill('2026-03-05');
  await page.getByLabel('Concepto').fill('Clases de marzo');
  await page.getByLabel('Nombre del emisor').fill('Ana Profesora');
  await page.getByLabel('Nombre del pagador').fill('Beto Alumno');
  await page.getByLabel('Correo del pagador (opcional)').fill('no-es-un-correo');
  await rellenarLinea(page, 1, 'Clase individual', '4', '25');
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await rellenarLinea(page, 2, 'Material', '1,5', '3,33');
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await rellenarLinea(page, 3, 'Matrícula', '1', '10,00');
  await page.getByRole('checkbox', { name: 'Clases' }).check();
  await page.getByRole('checkbox', { name: 'Particulares' }).check();
  // 100,00 + 5,00 (1,5 × 3,33 = 4,995) + 10,00
  await expect(page.getByTestId('form-total')).toHaveText('115,00 €');

  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page.getByLabel('Correo del pagador (opcional)')).toBeFocused();
  await page.getByLabel('Correo del pagador (opcional)').fill('beto@ejemplo.es');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 emitido.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('115,00 €');
  await expect(page.locator('.rec-etiquetas .etq-badge')).toHaveText(['Clases', 'Particulares']);

  // Edit: change a price; the total follows.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.getByLabel('Precio de la línea 3').fill('20');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Recibo actualizado.')).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('125,00 €');

  // Share and open the link in a fresh anonymous context.
  await page.getByLabel('Caducidad del enlace').selectOption('7');
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  await expect(page.getByText('Enlace creado.')).toBeVisible();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  expect(enlace).toMatch(/\/recibos\/view\/[A-Za-z0-9_-]{32}$/);
  const anonimo = await browser.newContext();
  const publica = await anonimo.newPage();
  await publica.goto(enlace);
  await expect(publica.getByTestId('recibo-total')).toHaveText('125,00 €');
  await expect(publica.getByTestId('recibo-pagador')).toHaveText('Beto Alumno');
  await expect(publica.getByText('beto@ejemplo.es')).toHaveCount(0);
  await expect(publica.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  await expect(publica.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  // Revoke: the same page now says it is not available.
  await page.getByRole('button', { name: 'Dejar de compartir' }).click();
  await page
    .getByRole('dialog', { name: 'Dejar de compartir' })
    .getByRole('button', { name: 'Dejar de compartir' })
    .click();
  await expect(page.getByText('El enlace ha dejado de funcionar.')).toBeVisible();
  await publica.reload();
  await expect(publica.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  await publica.goto(enlace.replace(/.{4}$/, 'AAAA'));
  await expect(publica.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();

  // Share again and void: the public page shows ANULADO.
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  const enlace2 = await page.getByTestId('enlace-publico').inputValue();
  expect(enlace2).not.toBe(enlace);
  await page.getByRole('button', { name: 'Anular' }).click();
  await page.getByRole('dialog', { name: 'Anular recibo' }).getByRole('button', { name: 'Anular recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 anulado.')).toBeVisible();
  await publica.goto(enlace2);
  await expect(publica.getByText('ANULADO', { exact: true })).toBeVisible();
  await expect(publica.getByTestId('recibo-total')).toHaveText('125,00 €');
  await anonimo.close();

  // A second receipt, then the CSV of a filtered set holds only the matching rows.
  await page.goto('/recibos/nuevo');
  await page.getByLabel('Concepto').fill('Alquiler de aula');
  await page.getByLabel('Nombre del pagador').fill('Academia Sol; S.L.');
  await rellenarLinea(page, 1, 'Aula', '1', '=1+1');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Escribe un importe válido (por ejemplo 12,50).')).toBeVisible();
  await page.getByLabel('Precio de la línea 1').fill('80');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/Recibo R-\d{4}-0002 emitido\./)).toBeVisible();

  await navLink(page, 'Recibos').click();
  const filas = page.getByRole('table', { name: 'Tus recibos' }).locator('tbody').getByRole('row');
  await expect(filas).toHaveCount(2);
  await expect(page.getByTestId('totales')).toHaveText('2 recibos · Importe emitido: 80,00 €');
  await page.getByLabel('Buscar por pagador o concepto').fill('acad');
  await expect(filas).toHaveCount(1);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('recibos.csv');
  const csv = await readFile((await archivo.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lineasCsv = csv.slice(1).split('\r\n');
  expect(lineasCsv).toHaveLength(2);
  expect(lineasCsv[1]).toContain('"Academia Sol; S.L."');
  expect(lineasCsv[1]).toContain(';80,00');
  expect(csv).not.toContain('Beto Alumno');

  await page.getByLabel('Buscar por pagador o concepto').fill('');
  await page.getByLabel('Estado').selectOption('anulado');
  await expect(filas).toHaveCount(1);
  await expect(filas).toContainText('Anulado');

  // Firestore holds integer cents and the label ids.
  const guardados = await documentos(`users/${usuario.uid}/recibos`);
  expect(guardados).toHaveLength(2);
  const porConcepto = new Map(guardados.map((d) => [d.fields.concepto?.stringValue, d.fields]));
  const etiquetas = (await documentos(`users/${usuario.uid}/etiquetas`)).map((d) => d.id).sort();
  expect(etiquetas).toHaveLength(2);
  const primero = porConcepto.get('Clases de marzo');
  expect(primero?.total).toEqual({ integerValue: '12500' });
  expect(primero?.lineas?.arrayValue?.values?.map((l) => l.mapValue?.fields?.precioUnitario)).toEqual([
    { integerValue: '2500' },
    { integerValue: '333' },
    { integerValue: '2000' },
  ]);
  expect(primero?.etiquetas?.arrayValue?.values?.map((v) => v.stringValue).sort()).toEqual(etiquetas);
  const segundo = porConcepto.get('Alquiler de aula');
  expect(segundo?.total).toEqual({ integerValue: '8000' });
  expect(segundo?.etiquetas?.arrayValue?.values ?? []).toEqual([]);
});

test('Inicio shows this month, the last receipts and quick links', async ({ page }) => {
  const usuario = await crearUsuario('inicio');
  await page.goto('/login');
  await signIn(page, usuario);
  await expect(page.getByTestId('inicio-recibos-mes')).toHaveText('0');
  await page.getByRole('link', { name: 'Nuevo recibo' }).click();
  await page.getByLabel('Concepto').fill('Consulta');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await rellenarLinea(page, 1, 'Sesión', '2', '40');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/emitido\./)).toBeVisible();
  await navLink(page, 'Inicio').click();
  await expect(page.getByTestId('inicio-recibos-mes')).toHaveText('1');
  await expect(page.getByTestId('inicio-importe-mes')).toHaveText('80,00 €');
  await expect(page.getByRole('heading', { name: 'Últimos recibos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(3);
});

// Issue 15: if the labels cannot be loaded, saving an edit must not strip the receipt's labels
// (it cannot tell which still exist, so it keeps them all).
test('editing a receipt while the labels fail to load keeps its labels', async ({ page }) => {
  const usuario = await crearUsuario('sin-etiquetas');
  const ids = ['EtiquetaUno000000001', 'EtiquetaDos000000002'];
  await sembrar([
    [`users/${usuario.uid}/etiquetas/${ids[0]}`, etiqueta(1)],
    [`users/${usuario.uid}/etiquetas/${ids[1]}`, etiqueta(2)],
    [`users/${usuario.uid}/recibos/r1`, recibo(1, ids)],
    [`users/${usuario.uid}/contadores/recibos`, contador(1)],
  ]);
  // Every query of the labels collection fails, as with a network or backend error.
  await page.route(/:runQuery/, (route) =>
    /"collectionId":"(etiquetas|colores)"/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
  );
  await page.goto('/login?redirect=%2Frecibos%2Fr1%2Feditar');
  await signIn(page, usuario);
  await expect(page.getByRole('heading', { name: 'Editar R-2026-0001' })).toBeVisible();
  await page.getByLabel('Concepto').fill('Editado sin etiquetas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Recibo actualizado.')).toBeVisible();
  const [guardado] = await documentos(`users/${usuario.uid}/recibos`);
  expect(guardado?.fields.concepto?.stringValue).toBe('Editado sin etiquetas');
  expect(guardado?.fields.etiquetas?.arrayValue?.values?.map((v) => v.stringValue)).toEqual(ids);
});
