// A treasurer's fee receipt for the members: chosen from Pagadores, previewed (who cannot get one
// and why), issued one after another with consecutive numbers.
import { sembrar } from '../../bench/semilla.mjs';
import { correosA } from '../../tooling/buzon';
import { crearUsuario, documentos, entrar, rellenarLinea } from '../fixtures';
import { expect, test } from '../test';

const texto = (v: string) => ({ stringValue: v });

test('a receipt for a group: the members chosen, one refused with its reason in the preview, the others issued in a row', async ({
  page,
}) => {
  const usuario = await crearUsuario('tesoreria', { verificado: true });
  const correoDeAna = `ana-${Date.now()}@ejemplo.es`;
  const ahora = { timestampValue: new Date().toISOString() };
  await sembrar(
    [
      ['s1', 'Ana Socia', '12345678Z'],
      ['s2', 'Beto Socio', '12345678A'],
      ['s3', 'Carla Socia', ''],
    ].map(([id, nombre, documento]) => [
      `users/${usuario.uid}/pagadores/${id}`,
      {
        nombre: texto(nombre ?? ''),
        ...(documento ? { documento: texto(documento) } : {}),
        ...(id === 's1' ? { email: texto(correoDeAna) } : {}),
        createdAt: ahora,
        updatedAt: ahora,
      },
    ]),
  );
  await entrar(page, usuario, '/recibos/pagadores');
  await page.getByRole('link', { name: 'Recibo para un grupo' }).click();
  await expect(page.getByRole('heading', { name: 'Recibo para un grupo', level: 1 })).toBeVisible();

  // Nobody chosen: said, and nothing written.
  await page.getByRole('button', { name: 'Ver los recibos' }).click();
  await expect(page.getByText('Elige al menos un pagador.')).toBeVisible();
  await expect(page.getByText('El concepto es obligatorio.')).toBeVisible();

  await page.getByLabel('Concepto', { exact: true }).fill('Cuota de socio');
  await rellenarLinea(page, 1, 'Cuota anual', '1', '50');
  await page.getByRole('button', { name: 'Elegir todos' }).click();
  await expect(page.getByTestId('elegidos')).toHaveText('3 pagadores elegidos.');
  await page.getByRole('button', { name: 'Ver los recibos' }).click();
  await expect(page.getByTestId('resumen-grupo')).toContainText('2 recibos de 50,00 € cada uno: 100,00 € en total');
  await expect(page.getByTestId('no-se-emitiran')).toContainText('Beto Socio');
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);

  await page.getByRole('button', { name: 'Emitir 2 recibos' }).click();
  await expect(page.getByRole('heading', { name: '2 recibos emitidos' })).toBeVisible();
  const emitidos = page.getByRole('list', { name: 'Recibos emitidos' }).getByRole('listitem');
  await expect(emitidos).toHaveText([/^R-\d{4}-0001 — Ana Socia$/, /^R-\d{4}-0002 — Carla Socia$/]);
  expect(await documentos(`users/${usuario.uid}/recibos`)).toHaveLength(2);
  // Sent by e-mail to each payer who has an address; the other says why not.
  await page.getByRole('button', { name: 'Enviar el recibo por correo' }).click();
  await expect(emitidos).toHaveText([
    /^R-\d{4}-0001 — Ana Socia — enviado por correo\.$/,
    /^R-\d{4}-0002 — Carla Socia — no enviado\. El recibo no tiene el correo del pagador: añádelo editando el recibo\.$/,
  ]);
  await expect(page.getByTestId('resumen-envios')).toHaveText('1 de 2 enviados por correo.');
  await expect
    .poll(async () => (await correosA(correoDeAna)).map((c) => c.subject))
    .toEqual([expect.stringMatching(/^Recibo R-\d{4}-0001 de /)]);
  await emitidos.first().getByRole('link').click();
  await expect(page.getByText('Ana Socia').first()).toBeVisible();
  await expect(page.getByText('12345678Z').first()).toBeVisible();
});
