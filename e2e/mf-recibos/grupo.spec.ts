// A treasurer's fee receipt for the members: chosen from Pagadores, previewed (who cannot get one
// and why), issued one after another with consecutive numbers.
import { cupoContado, rutaDelCupo } from 'dominio-recibos';
import { contador, recibo, sembrar } from '../../bench/semilla.mjs';
import { correosA } from '../../tooling/buzon';
import { campos } from '../datos-largos';
import { crearUsuario, documentos, entrar, rellenarLinea, verificaValido } from '../fixtures';
import { expect, test } from '../test';

const texto = (v: string) => ({ stringValue: v });

test('a receipt for a group: the members chosen, one refused with its reason in the preview, the others issued in a row', async ({
  page,
}) => {
  const usuario = await crearUsuario('tesoreria', { verificado: true });
  const correoDeAna = `ana-${Date.now()}@ejemplo.es`;
  const ahora = { timestampValue: new Date().toISOString() };
  await sembrar([
    ...[
      ['s1', 'Ana Socia', '12345678Z'],
      ['s2', 'Beto Socio', '12345678A'],
      ['s3', 'Carla Socia', ''],
    ].map(([id, nombre, documento]): [string, Record<string, unknown>] => [
      `users/${usuario.uid}/pagadores/${id}`,
      {
        nombre: texto(nombre ?? ''),
        ...(documento ? { documento: texto(documento) } : {}),
        ...(id === 's1' ? { email: texto(correoDeAna) } : {}),
        createdAt: ahora,
        updatedAt: ahora,
      },
    ]),
    // Counted, as the app counts every payer it creates.
    [rutaDelCupo(usuario.uid).join('/'), campos(cupoContado(3))],
  ]);
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
  await expect(page.getByTestId('sin-correo-grupo')).toHaveText(
    'No tiene correo, así que no se le podrá enviar desde la app: Carla Socia.',
  );
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);

  await page.getByRole('button', { name: 'Emitir 2 recibos' }).click();
  await expect(page.getByRole('heading', { name: '2 recibos emitidos' })).toBeVisible();
  const emitidos = page.getByRole('list', { name: 'Recibos emitidos' }).getByRole('listitem');
  await expect(emitidos).toHaveText([/^R-\d{4}-0001 — Ana Socia$/, /^R-\d{4}-0002 — Carla Socia$/]);
  expect(await documentos(`users/${usuario.uid}/recibos`)).toHaveLength(2);
  // Finished: nothing left to resume.
  expect(await documentos(`users/${usuario.uid}/grupos`)).toEqual([]);
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

// A reload in the middle of «Emitir N recibos» lost the group's id: starting again issued a
// second receipt to those who already had one. The group is saved before its first receipt.
test('a group left half-issued by a reload is resumed: only the missing receipts, none twice', async ({ page }) => {
  const usuario = await crearUsuario('grupo-a-medias');
  const grupo = 'GrupoAMedias';
  const ahora = new Date();
  await sembrar([
    [
      `users/${usuario.uid}/grupos/${grupo}`,
      campos({
        base: {
          fecha: '2026-11-20',
          emisor: { nombre: 'Asociación Vecinal' },
          concepto: 'Cuota de noviembre',
          lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 1500 }],
          moneda: 'EUR',
          metodoPago: 'transferencia',
          etiquetas: [],
          notas: '',
        },
        pagadores: [
          { id: 's1', nombre: 'Ana Socia' },
          { id: 's2', nombre: 'Beto Socio' },
          { id: 's3', nombre: 'Carla Socia' },
        ],
        createdAt: ahora,
        updatedAt: ahora,
      }),
    ],
    // Ana's receipt was issued before the reload.
    [`users/${usuario.uid}/recibos/${grupo}-s1`, recibo(1, [], { pagador: 'Ana Socia' })],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1, `${grupo}-s1`)],
  ]);
  await entrar(page, usuario, '/recibos/grupo');
  const pendiente = page.getByTestId('grupos-pendientes');
  await expect(pendiente).toContainText('«Cuota de noviembre», con fecha 20 de noviembre de 2026, para 3 pagadores.');

  await pendiente.getByRole('button', { name: 'Continuar la emisión' }).click();

  await expect(page.getByRole('heading', { name: '3 recibos emitidos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recibos emitidos' }).getByRole('listitem')).toHaveText([
    'R-2026-0001 — Ana Socia',
    'R-2026-0002 — Beto Socio',
    'R-2026-0003 — Carla Socia',
  ]);
  const emitidos = await documentos(`users/${usuario.uid}/recibos`);
  expect(emitidos.map((d) => d.id).sort()).toEqual([`${grupo}-s1`, `${grupo}-s2`, `${grupo}-s3`]);
  expect(await documentos(`users/${usuario.uid}/grupos`)).toEqual([]);
  // A group's receipt verifies like any other.
  const beto = emitidos.find((d) => d.id === `${grupo}-s2`);
  await verificaValido(page, String(beto?.fields.verificacion?.stringValue), 'R-2026-0002');
  // Back to the page: nothing left to resume.
  await page.goto('/recibos/grupo');
  await expect(page.getByRole('heading', { name: 'Recibo para un grupo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('grupos-pendientes')).toHaveCount(0);
});
