import { readFile } from 'node:fs/promises';
import { codigoNuevo, formatearCodigo } from 'dominio-recibos';
import { crearUsuario, entrar, rellenarLinea } from '../fixtures';
import { qrDelPdf } from '../qr';
import { expect, test } from '../test';

// A receipt anyone can verify: the QR of its PDF leads, on a phone, to its state now. Receipts
// from a recurring plan and from a group are verified in their own journeys (periodicos.spec.ts,
// grupo.spec.ts).
test('a paper receipt verified from its QR: valid, then void with its reason; a corrected one names its replacement; a mistyped or unknown code is said', async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('verifica');
  await entrar(page, usuario, '/recibos/nuevo');
  const emitir = async (concepto: string) => {
    await page.goto('/recibos/nuevo');
    await page.getByLabel('Fecha', { exact: true }).fill('2026-11-03');
    await page.getByLabel('Concepto', { exact: true }).fill(concepto);
    await page.getByLabel('Nombre del pagador').fill('Carla Inquilina Ruiz');
    await rellenarLinea(page, 1, 'Cuota', '1', '45');
    await page.getByRole('button', { name: 'Emitir recibo' }).click();
  };
  await emitir('Cuota de noviembre');
  await expect(page.getByText('Recibo R-2026-0001 emitido.')).toBeVisible();
  // On the page, under the QR, the code and the address in words.
  await expect(page.getByTestId('recibo-verificacion')).toContainText(
    /Verifica este recibo en .+\/verificar con el código/,
  );

  // The PDF's QR, read from its image as a phone's camera would.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const url = await qrDelPdf(new Uint8Array(await readFile((await (await descarga).path()) as string)));
  expect(url).toMatch(/\/verificar\/[2-9A-HJKMNP-Z]{21}$/);
  const codigo = url.slice(-21);
  await expect(page.getByTestId('recibo-verificacion')).toContainText(formatearCodigo(codigo));

  // Opened on a phone, with no session and no JavaScript.
  const telefono = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const verifica = await telefono.newPage();
  await verifica.goto(url);
  await expect(verifica.getByRole('heading', { level: 1 })).toContainText('Válido');
  const datos = verifica.getByTestId('verificacion');
  for (const parte of [
    'R-2026-0001',
    '3 de noviembre de 2026',
    'Carla …',
    'Cuota de noviembre',
    '45,00',
    'cuarenta y cinco euros',
  ])
    await expect(datos).toContainText(parte);
  await expect(datos).not.toContainText('Inquilina');
  expect(await verifica.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Voided with its reason: the same address says so.
  await page.getByRole('button', { name: 'Anular' }).click();
  const anular = page.getByRole('dialog', { name: 'Anular recibo' });
  await anular.getByLabel('Motivo de la anulación').fill('Cobrado dos veces');
  await anular.getByRole('button', { name: 'Anular recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 anulado.')).toBeVisible();
  await verifica.reload();
  await expect(verifica.getByRole('heading', { level: 1 })).toContainText('Anulado');
  await expect(datos).toContainText('Motivo: Cobrado dos veces');

  // A receipt out of the app (downloaded) is corrected, not edited: the old one names the new one.
  await emitir('Cuota de diciembre');
  await expect(page.getByText('Recibo R-2026-0002 emitido.')).toBeVisible();
  const otraDescarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const urlViejo = await qrDelPdf(new Uint8Array(await readFile((await (await otraDescarga).path()) as string)));
  await page.getByRole('link', { name: 'Corregir' }).click();
  await page.getByLabel('Concepto', { exact: true }).fill('Cuota de diciembre (corregida)');
  await page.getByRole('button', { name: 'Emitir la corrección' }).click();
  await expect(page.getByText('Recibo R-2026-0003 emitido; R-2026-0002 queda anulado.')).toBeVisible();
  await verifica.goto(urlViejo);
  await expect(verifica.getByRole('heading', { level: 1 })).toContainText('Sustituido por R-2026-0003');
  await verifica.getByRole('link', { name: 'verifica el recibo R-2026-0003' }).click();
  await expect(verifica.getByRole('heading', { level: 1 })).toContainText('Válido');
  await expect(datos).toContainText('Cuota de diciembre (corregida)');

  // Typed by hand at /verificar: one character wrong, then a well-formed code of no receipt.
  await verifica.goto(new URL('/verificar', url).href);
  const cambiado = (codigo[3] === 'A' ? 'B' : 'A') as string;
  await verifica
    .getByLabel('Código de verificación')
    .fill(formatearCodigo(codigo.slice(0, 3) + cambiado + codigo.slice(4)).toLowerCase());
  await verifica.getByRole('button', { name: 'Verificar' }).click();
  await expect(verifica.getByRole('alert')).toHaveText('El código no es válido: revisa que esté bien copiado');
  await verifica.getByLabel('Código de verificación').fill(formatearCodigo(codigoNuevo()));
  await verifica.getByRole('button', { name: 'Verificar' }).click();
  await expect(verifica.getByRole('alert')).toHaveText('No hay ningún recibo con este código');
  await telefono.close();
});
