// «Enviar por correo» sends from the app: the built app calls the callable function through the
// shell's own origin (/api/enviar-recibo, Hosting's rewrite), the function sends with nodemailer
// to maildev, and the test reads the e-mail through maildev's API and opens its PDF as a reader
// would. The faults (server down or refusing, a function dying, the day's limit) are the
// function's emulator tests (mf-recibos/funciones/src/correo.emulator.test.ts).

import { envioEnCola, envioFallido } from 'dominio-recibos';
import { extractText, getDocumentProxy } from 'unpdf';
import { contador, persona, recibo, sembrar } from '../../bench/semilla.mjs';
import { adjunto, type CorreoRecibido, correosA } from '../../tooling/buzon';
import { campos } from '../datos-largos';
import { crearUsuario, entrar } from '../fixtures';
import { expect, test } from '../test';

/** The e-mails `para` got, once there are `n`. */
async function esperarCorreos(para: string, n: number): Promise<CorreoRecibido[]> {
  await expect.poll(async () => (await correosA(para)).length).toBe(n);
  return correosA(para);
}

test('the e-mail with its PDF reaches the payer, and the receipt shows it sent, by hand, with the time', async ({
  page,
}) => {
  const usuario = await crearUsuario('correo', { verificado: true });
  const para = `beto-${Date.now()}@ejemplo.es`;
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, { ...recibo(1), pagador: persona('Beto Alumno', { email: para }) }],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  await expect(page.getByText('Enlace creado.')).toBeVisible();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  const envios = page.getByRole('region', { name: 'Envío por correo' });
  await expect(envios.getByText('Aún no se ha enviado por correo.')).toBeVisible();

  await envios.getByRole('button', { name: 'Enviar por correo' }).click();

  await expect(page.getByText(`Recibo enviado a ${para}.`)).toBeVisible();
  const linea = envios.getByRole('list', { name: 'Envíos de este recibo' }).getByRole('listitem');
  await expect(linea).toHaveCount(1);
  await expect(linea).toContainText(/Enviado el .+ \d{1,2}:\d{2}/);
  await expect(linea).toContainText(`A ${para} · a mano`);
  const [correo] = await esperarCorreos(para, 1);
  if (!correo) throw new Error('sin correo');
  expect(correo.subject).toBe('Recibo R-2026-0001 de Demo');
  expect(correo.text).toContain(`/recibos/view/${enlace.split('/').pop()}`);
  // The attachment, opened: the receipt itself, as its payer reads it.
  const pdf = await getDocumentProxy(await adjunto(correo, 'R-2026-0001.pdf'));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('R-2026-0001');
  expect(text).toContain('Beto Alumno');
  expect(text).not.toContain(para);
});

// Voided or corrected after it was e-mailed, the payer was told nothing.
test('whoever had a receipt by e-mail is sent the notice of its void, with why, and the correction of another', async ({
  page,
}) => {
  const usuario = await crearUsuario('aviso', { verificado: true });
  const para = `carla-${Date.now()}@ejemplo.es`;
  const conCorreo = (n: number) => ({ ...recibo(n), pagador: persona('Carla Inquilina', { email: para }) });
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, conCorreo(1)],
    [`users/${usuario.uid}/recibos/r2`, conCorreo(2)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(2)],
  ]);
  const envios = page.getByRole('region', { name: 'Envío por correo' });
  await entrar(page, usuario, '/recibos/r1');
  for (const id of ['r1', 'r2']) {
    await page.goto(`/recibos/${id}`);
    await envios.getByRole('button', { name: 'Enviar por correo' }).click();
    await expect(page.getByText(`Recibo enviado a ${para}.`)).toBeVisible();
  }
  await esperarCorreos(para, 2);

  // R-2026-0002 voided: the dialog says who is told, and the notice goes with the reason.
  await page.getByRole('button', { name: 'Anular' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Anular recibo' });
  await expect(dialogo.getByTestId('aviso-de-anulacion')).toHaveText(
    `${para} lo recibió por correo: le enviaremos el aviso de la anulación, con el motivo.`,
  );
  await dialogo.getByLabel('Motivo de la anulación').fill('El importe era otro');
  await dialogo.getByRole('button', { name: 'Anular recibo' }).click();
  await expect(page.getByText(`Aviso de la anulación enviado a ${para}.`)).toBeVisible();
  const aviso = (await esperarCorreos(para, 3)).find((c) => c.subject.startsWith('Anulado'));
  expect(aviso?.subject).toBe('Anulado: recibo R-2026-0002 de Demo');
  expect(aviso?.text).toContain('ya no vale como justificante. Motivo: El importe era otro');
  await expect(envios.getByRole('listitem').first()).toContainText(`A ${para} · aviso de la anulación`);

  // R-2026-0001 corrected: the correction goes to the payer who had the original.
  await page.goto('/recibos/r1');
  await page.getByRole('link', { name: 'Corregir' }).click();
  await expect(page.getByTestId('correccion-de')).toContainText(
    'Quien recibió el original por correo recibirá la corrección',
  );
  await page.getByLabel('Concepto', { exact: true }).fill('Servicios de octubre');
  await page.getByRole('button', { name: 'Emitir la corrección' }).click();
  await expect(page.getByText(`Corrección enviada a ${para}, que recibió el original por correo.`)).toBeVisible();
  const correccion = (await esperarCorreos(para, 4)).find((c) => c.subject.startsWith('Recibo R-2026-0003'));
  expect(correccion?.text).toContain('Sustituye al recibo R-2026-0001, que queda anulado: guarda este en su lugar.');
  await expect(envios.getByRole('listitem')).toHaveCount(1);
});

test('a failed sending is shown with its reason and retried by hand', async ({ page }) => {
  const usuario = await crearUsuario('reintento', { verificado: true });
  const para = `carla-${Date.now()}@ejemplo.es`;
  const hace = (horas: number) => new Date(Date.now() - horas * 3_600_000);
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, { ...recibo(1), pagador: persona('Carla Socia', { email: para }) }],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
    // What the function records when the mail server was down.
    [
      `users/${usuario.uid}/envios/caido-0001`,
      campos({
        ...envioEnCola('r1', para, 'manual', hace(1)),
        ...envioFallido('No se pudo conectar con el servidor de correo. Inténtalo de nuevo más tarde.'),
      }),
    ],
    // And one whose function stopped before saying how it went.
    [`users/${usuario.uid}/envios/parado-0001`, campos({ ...envioEnCola('r1', para, 'plan', hace(2)) })],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  const lista = page.getByRole('list', { name: 'Envíos de este recibo' });
  await expect(lista.getByRole('listitem')).toHaveText([
    /^No enviado\. No se pudo conectar con el servidor de correo\. Inténtalo de nuevo más tarde\./,
    /^Sin confirmar: no sabemos si llegó\..*por el recibo periódico/,
  ]);

  // Never shared, the last of its year: still the issuer's to edit or delete.
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reintentar el envío' }).click();

  await expect(page.getByText(`Recibo enviado a ${para}.`)).toBeVisible();
  await expect(lista.getByRole('listitem')).toHaveText([/^Enviado el /, /^No enviado\. /, /^Sin confirmar: /]);
  await expect(page.getByRole('button', { name: 'Enviar por correo' })).toBeVisible();
  await esperarCorreos(para, 1);
  // The payer holds R-2026-0001 now: it is only voided or corrected, and its number never freed.
  await expect(page.getByRole('link', { name: 'Corregir' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('sin-editar')).toContainText('Ya lo has enviado por correo');
  await page.goto('/recibos/r1/editar');
  await expect(page.getByRole('heading', { name: 'Recibo enviado por correo' })).toBeVisible();
});

test('an unverified account is told why, offered verification, and has no button to send', async ({ page }) => {
  const nuevo = await crearUsuario('sin-verificar');
  await sembrar([
    [
      `users/${nuevo.uid}/recibos/r1`,
      { ...recibo(1), pagador: persona('Dani', { email: `dani-${Date.now()}@ejemplo.es` }) },
    ],
    [`users/${nuevo.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, nuevo, '/recibos/r1');
  const envios = page.getByRole('region', { name: 'Envío por correo' });
  await expect(envios.getByTestId('envio-aviso')).toContainText(
    'Para enviar recibos desde la app, verifica tu correo.',
  );
  await expect(envios.getByRole('button', { name: 'Enviar por correo' })).toHaveCount(0);
  await envios.getByRole('link', { name: 'Verificar mi correo en Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/cuenta$/);
});
