import { contador, persona, recibo, sembrar } from '../../bench/semilla.mjs';
import { AUTH_URL } from '../../tooling/topologia.mjs';
import { crearUsuario, entrar, FIRESTORE_EMULATOR, PROJECT, rellenarLinea } from '../fixtures';
import { violacionesGraves } from '../recorrido';
import { expect, test } from '../test';

// A book kept by two people: the treasurer invites a board member with «Consulta», who accepts,
// sees the book with its owner's name and the role, reads and downloads a receipt, is offered
// nothing that changes it (and is refused by the rules when a write is forced), and loses it at
// their next step once the treasurer takes the access away. A person with «Emisión» issues in the
// owner's series and voids, and the receipt says who did each.

const str = (v: string) => ({ stringValue: v });

/** An ID token of `usuario`, as their own browser would send it. */
async function tokenDe(usuario: { email: string; password: string }): Promise<string> {
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...usuario, returnSecureToken: true }),
  });
  return ((await r.json()) as { idToken: string }).idToken;
}

test('a treasurer invites a board member with «Consulta», who reads the book and changes nothing, until the access is taken away', async ({
  page,
  browser,
}) => {
  const tesorera = await crearUsuario('tesorera', { verificado: true });
  const vocal = await crearUsuario('vocal', { verificado: true });
  await sembrar([
    [`users/${tesorera.uid}/perfil/emisor`, { nombre: str('Asociación Vecinal Los Robles') }],
    [
      `users/${tesorera.uid}/recibos/r1`,
      { ...recibo(1, [], { pagador: 'Vecina del 3º' }), pagador: persona('Vecina del 3º') },
    ],
    [`users/${tesorera.uid}/contadores/recibos-2026`, contador(1)],
  ]);

  // The treasurer invites by e-mail, from the issuer's settings.
  await entrar(page, tesorera, '/recibos/emisor');
  const personas = page.getByTestId('personas-con-acceso');
  await expect(personas.getByText('Nadie más tiene acceso a tu libro.')).toBeVisible();
  await personas.getByLabel('Correo de la persona').fill('no es un correo');
  await personas.getByRole('button', { name: 'Invitar' }).click();
  await expect(personas.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await personas.getByLabel('Correo de la persona').fill(vocal.email.toUpperCase());
  await personas.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText(`Invitación a ${vocal.email} guardada`)).toBeVisible();
  const pendientes = personas.getByRole('list', { name: 'Invitaciones pendientes' });
  await expect(pendientes).toContainText(vocal.email);
  // The owner tells them from their own mail program.
  const aviso = decodeURIComponent(
    (await pendientes.getByRole('link', { name: /Avisar por correo/ }).getAttribute('href')) ?? '',
  );
  expect(aviso).toMatch(
    new RegExp(`^mailto:${vocal.email}\\?subject=Invitación al libro de recibos «Asociación Vecinal Los Robles»`),
  );
  expect(aviso).toContain('con el rol «Consulta»');

  // The board member sees it on signing in, and accepts.
  const suyo = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const movil = await suyo.newPage();
  await entrar(movil, vocal);
  const invitacion = movil.getByTestId('invitaciones-recibidas');
  await expect(invitacion).toContainText(`${tesorera.email} te invita a su libro de recibos`);
  await expect(invitacion).toContainText('«Consulta»');
  expect(await violacionesGraves(movil)).toEqual([]);
  await invitacion.getByRole('button', { name: 'Aceptar' }).click();
  await expect(movil.getByText('Ya tienes acceso al libro de Asociación Vecinal Los Robles.')).toBeVisible();
  await expect(movil.getByTestId('libro-actual')).toHaveText('Libro de Asociación Vecinal Los Robles · Consulta');
  await expect(movil.getByRole('link', { name: 'Nuevo recibo' })).toHaveCount(0);
  expect(await movil.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The book's receipts, its labels not shown; a receipt read and downloaded, nothing to change.
  await movil.goto('/recibos');
  await expect(movil.getByTestId('libro-actual')).toHaveText('Libro de Asociación Vecinal Los Robles · Consulta');
  await expect(movil.getByTestId('etiquetas-de-cada-cual')).toBeVisible();
  expect(await violacionesGraves(movil)).toEqual([]);
  await movil
    .getByRole('link', { name: /R-2026-0001/ })
    .first()
    .click();
  await expect(movil.getByRole('heading', { level: 1, name: 'Recibo R-2026-0001' })).toBeVisible();
  for (const accion of ['Editar', 'Anular', 'Duplicar', 'Eliminar', 'Compartir', 'Enviar por correo'])
    await expect(movil.getByRole('button', { name: accion }).or(movil.getByRole('link', { name: accion }))).toHaveCount(
      0,
    );
  const descarga = movil.waitForEvent('download');
  await movil.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await descarga).suggestedFilename()).toMatch(/\.pdf$/);
  // A page that changes the book says why not, and the rules refuse the write itself.
  await movil.goto('/recibos/nuevo');
  await expect(movil.getByTestId('sin-permiso')).toContainText('Con el rol «Consulta»');
  const forzado = await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/users/${tesorera.uid}/recibos/r1?updateMask.fieldPaths=concepto`,
    {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await tokenDe(vocal)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { concepto: str('Cambiado por quien solo consulta') } }),
    },
  );
  expect(forzado.status).toBe(403);

  // The treasurer sees who has access, and takes it away.
  await page.reload();
  await expect(personas.getByRole('list', { name: 'Con acceso' })).toContainText(`${vocal.email} · Consulta`);
  await personas.getByRole('button', { name: 'Quitar el acceso' }).click();
  await page
    .getByRole('dialog', { name: 'Quitar el acceso' })
    .getByRole('button', { name: 'Quitar el acceso' })
    .click();
  await expect(page.getByText(`${vocal.email} ya no tiene acceso a tu libro.`)).toBeVisible();

  // The member's next step finds it gone: back in their own book, told so.
  await movil.getByRole('link', { name: '← Volver a los recibos' }).click();
  await expect(movil.getByText('Ya no tienes acceso a ese libro: vuelves al tuyo.')).toBeVisible();
  await expect(movil.getByTestId('selector-de-libro')).toHaveCount(0);
  await expect(movil.getByRole('link', { name: 'Nuevo recibo' }).first()).toBeVisible();
  await suyo.close();

  // The receipt the member downloaded has left the app: its owner corrects it, never edits it.
  await page.goto('/recibos/r1');
  await expect(page.getByTestId('sin-editar')).toContainText(
    'Una persona con acceso al libro ya lo ha descargado en PDF',
  );
  await expect(page.getByRole('link', { name: 'Corregir' })).toBeVisible();
});

test('a person with «Emisión» issues the next number of the owner’s series and voids it, each named on the receipt', async ({
  page,
  browser,
}) => {
  const tesorera = await crearUsuario('tesorera-emision', { verificado: true });
  const tesorero = await crearUsuario('tesorero', { verificado: true });
  await sembrar([
    [`users/${tesorera.uid}/perfil/emisor`, { nombre: str('Asociación Vecinal Los Robles') }],
    [
      `users/${tesorera.uid}/recibos/r1`,
      { ...recibo(1, [], { pagador: 'Vecina del 3º' }), pagador: persona('Vecina del 3º') },
    ],
    [`users/${tesorera.uid}/contadores/recibos-2026`, contador(1)],
    // Accepted as the other test shows: the access, with the role.
    [
      `users/${tesorera.uid}/personas/${tesorero.uid}`,
      {
        uid: str(tesorero.uid),
        email: str(tesorero.email),
        rol: str('emision'),
        nombreDelLibro: str('Asociación Vecinal Los Robles'),
        desde: { timestampValue: new Date().toISOString() },
        invitacion: str('I'.repeat(32)),
      },
    ],
  ]);

  await entrar(page, tesorero, '/recibos');
  await page.getByLabel('Cambiar de libro').selectOption({ label: 'Libro de Asociación Vecinal Los Robles · Emisión' });
  await page.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByTestId('libro-actual')).toHaveText('Libro de Asociación Vecinal Los Robles · Emisión');

  // The form issues with the book's issuer, not edited, and offers no labels (each person's own).
  await page.getByRole('link', { name: 'Nuevo recibo' }).first().click();
  await expect(page.getByTestId('emisor-del-libro')).toContainText('Asociación Vecinal Los Robles');
  await expect(page.getByLabel('Nombre del emisor')).toHaveCount(0);
  // On a 320 px phone: nothing sideways, nothing axe finds serious.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await violacionesGraves(page)).toEqual([]);
  await expect(page.getByTestId('sin-etiquetas')).toBeVisible();
  await page.getByLabel('Concepto', { exact: true }).fill('Cuota de diciembre');
  await page.getByLabel('Nombre del pagador').fill('Vecino del 5º');
  await rellenarLinea(page, 1, 'Cuota', '1', '15');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo R-2026-0002' })).toBeVisible();
  await expect(page.getByTestId('autoria')).toHaveText(`Emitido por ${tesorero.email}.`);
  // Issuing, copying, voiding, sharing and sending are theirs; editing and deleting are the owner's.
  for (const accion of ['Corregir', 'Duplicar']) await expect(page.getByRole('link', { name: accion })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Compartir' })).toBeVisible();

  await page.getByRole('button', { name: 'Anular' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Anular recibo' });
  await dialogo.getByLabel('Motivo de la anulación').fill('Cuota cobrada dos veces');
  await dialogo.getByRole('button', { name: 'Anular recibo' }).click();
  await expect(page.getByTestId('autoria')).toHaveText(`Emitido por ${tesorero.email}. Anulado por ${tesorero.email}.`);

  // The owner reads who did it.
  const suyo = await browser.newContext();
  const duena = await suyo.newPage();
  await entrar(duena, tesorera, '/recibos');
  await duena
    .getByRole('link', { name: /R-2026-0002/ })
    .first()
    .click();
  await expect(duena.getByTestId('autoria')).toHaveText(
    `Emitido por ${tesorero.email}. Anulado por ${tesorero.email}.`,
  );
  await suyo.close();
});
