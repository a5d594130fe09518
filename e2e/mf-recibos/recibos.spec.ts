import { readFile } from 'node:fs/promises';
import { cupoContado, rutaDelCupo } from 'dominio-recibos';
import { extractText, getDocumentProxy } from 'unpdf';
import { contador, etiqueta, persona, recibo, sembrar } from '../../bench/semilla.mjs';
import { campos } from '../datos-largos';
import {
  crearEtiquetaPorLaInterfaz,
  crearUsuario,
  documentos,
  entrar,
  expectSignedInLayout,
  FIRESTORE_EMULATOR,
  navLink,
  PROJECT,
  rellenarLinea,
} from '../fixtures';
import { expect, test } from '../test';

// Every test owns its user and data: the file's tests share the workers.
test.describe.configure({ mode: 'parallel' });

test('a receipt with two labels and three lines: validated, issued, its notes kept, edited, stored in cents', async ({
  page,
}) => {
  const usuario = await crearUsuario('recibos');
  await entrar(page, usuario, '/etiquetas');
  await expectSignedInLayout(page, usuario.email);
  await crearEtiquetaPorLaInterfaz(page, 'Clases', 'Azul');
  await crearEtiquetaPorLaInterfaz(page, 'Particulares', 'Verde');

  // Create: two labels (picker loaded from mf-etiquetas by mf-recibos), three lines.
  await navLink(page, 'Recibos').click();
  await expect(page.getByText('Aún no has emitido ningún recibo.')).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo recibo' }).click();
  await page.getByLabel('Fecha').fill('2026-03-05');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases de marzo');
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
  await page.getByLabel('Notas (opcional)').fill('Paga en dos veces.\nEl resto, en abril.');
  // 100,00 + 5,00 (1,5 × 3,33 = 4,995) + 10,00
  await expect(page.getByTestId('form-total')).toHaveText('115,00 €');

  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page.getByLabel('Correo del pagador (opcional)')).toBeFocused();
  await page.getByLabel('Correo del pagador (opcional)').fill('beto@ejemplo.es');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 emitido.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('115,00 €');
  // The notes keep their line breaks as shown (innerText follows the CSS), under a private heading.
  await expect(page.getByRole('heading', { name: 'Notas privadas' })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, line breaks from the CSS
  expect(await page.getByTestId('recibo-notas').evaluate((p) => (p as HTMLElement).innerText)).toBe(
    'Paga en dos veces.\nEl resto, en abril.',
  );
  await expect(page.getByRole('main').getByTestId('etiqueta')).toHaveText(['Clases', 'Particulares']);

  // Edit: change a price; the total follows.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.getByLabel('Precio de la línea 3').fill('20');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Recibo actualizado.')).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('125,00 €');

  // Firestore holds integer cents and the label ids.
  const [guardado] = await documentos(`users/${usuario.uid}/recibos`);
  const etiquetas = (await documentos(`users/${usuario.uid}/etiquetas`)).map((d) => d.id).sort();
  expect(etiquetas).toHaveLength(2);
  expect(guardado?.fields.total).toEqual({ integerValue: '12500' });
  expect(guardado?.fields.lineas?.arrayValue?.values?.map((l) => l.mapValue?.fields?.precioUnitario)).toEqual([
    { integerValue: '2500' },
    { integerValue: '333' },
    { integerValue: '2000' },
  ]);
  expect(guardado?.fields.etiquetas?.arrayValue?.values?.map((v) => v.stringValue).sort()).toEqual(etiquetas);
});

// Its own receipt, seeded with the payer's e-mail and phone (the main flow above issues one through the form).
test('a shared receipt: sent, seen by anyone with the link, revoked, shared again and voided', async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('compartir');
  await sembrar([
    [
      `users/${usuario.uid}/recibos/r1`,
      {
        ...recibo(1),
        pagador: persona('Beto Alumno', { email: 'beto@ejemplo.es', telefono: '600 11 22 33' }),
      },
    ],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  // Share and open the link in a fresh anonymous context.
  await page.getByLabel('Caducidad del enlace').selectOption('7');
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  await expect(page.getByText('Enlace creado.')).toBeVisible();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  expect(enlace).toMatch(/\/recibos\/view\/[A-Za-z0-9_-]{32}$/);
  // Sent by the user's own WhatsApp to the payer's chat (a Spanish number in euros), with the
  // link (the e-mail the app sends itself: envio-por-correo.spec.ts).
  await expect(page.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/34600112233\\?text=.*${encodeURIComponent(enlace).replace(/[.?]/g, '\\$&')}$`),
  );
  // The owner sees it as the payer inside the app (the SPA's page, no reload), and comes back.
  await page.evaluate(() => {
    (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
  });
  await page.getByRole('link', { name: 'Ver como el pagador' }).click();
  await expect(page).toHaveURL(enlace);
  await expect(page.getByTestId('recibo-pagador')).toHaveText('Beto Alumno');
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Dejar de compartir' })).toBeVisible();
  const anonimo = await browser.newContext();
  const publica = await anonimo.newPage();
  await publica.goto(enlace);
  await expect(publica.getByTestId('recibo-total')).toHaveText('50,00 €');
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
  // With its reason, required, which the receipt and its payer's page say.
  const anular = page.getByRole('dialog', { name: 'Anular recibo' });
  await anular.getByRole('button', { name: 'Anular recibo' }).click();
  await expect(anular.getByText('Escribe el motivo de la anulación.')).toBeVisible();
  await anular.getByLabel('Motivo de la anulación').fill('Importe equivocado');
  await anular.getByRole('button', { name: 'Anular recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 anulado.')).toBeVisible();
  await expect(page.getByTestId('recibo-motivo')).toHaveText('Motivo de la anulación: Importe equivocado');
  // A voided receipt cannot be edited, not even by its address.
  await page.goto(`${new URL(page.url()).pathname}/editar`);
  await expect(page.getByRole('heading', { name: 'Recibo anulado' })).toBeVisible();
  await expect(page.getByText('Un recibo anulado no se puede editar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver el recibo' }).click();
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await publica.goto(enlace2);
  await expect(publica.getByText('ANULADO', { exact: true })).toBeVisible();
  await expect(publica.getByTestId('recibo-motivo')).toHaveText('Motivo de la anulación: Importe equivocado');
  await expect(publica.getByTestId('recibo-total')).toHaveText('50,00 €');
  await anonimo.close();
});

// Voiding took no reason, and a void receipt could not carry one afterwards.
test('a receipt voided without a reason gets one afterwards, once', async ({ page }) => {
  const usuario = await crearUsuario('motivo');
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, { ...recibo(1), estado: { stringValue: 'anulado' } }],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  await page.getByRole('button', { name: 'Guardar el motivo' }).click();
  await expect(page.getByText('Escribe el motivo de la anulación.')).toBeVisible();
  await page.getByLabel('Motivo de la anulación').fill('Emitido dos veces');
  await page.getByRole('button', { name: 'Guardar el motivo' }).click();
  await expect(page.getByText('Motivo guardado.')).toBeVisible();
  await expect(page.getByTestId('recibo-motivo')).toHaveText('Motivo de la anulación: Emitido dos veces');
  await expect(page.getByRole('button', { name: 'Guardar el motivo' })).toHaveCount(0);
  const [guardado] = await documentos(`users/${usuario.uid}/recibos`);
  expect(guardado?.fields.motivoAnulacion).toEqual({ stringValue: 'Emitido dos veces' });
});

// A voided receipt already there (seeded), a second one through the form.
test('the CSV of a filtered list holds only the matching rows; the state filter finds the voided one', async ({
  page,
}) => {
  const usuario = await crearUsuario('csv');
  await sembrar([
    [
      `users/${usuario.uid}/recibos/r1`,
      {
        ...recibo(1),
        pagador: persona('Beto Alumno'),
        estado: { stringValue: 'anulado' },
      },
    ],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, usuario, '/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler de aula');
  await page.getByLabel('Nombre del pagador').fill('Academia Sol; S.L.');
  await rellenarLinea(page, 1, 'Aula', '1', '=1+1');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Escribe un importe válido (por ejemplo 12,50).')).toBeVisible();
  await page.getByLabel('Precio de la línea 1').fill('80');
  // In the seeded receipt's year, whose series it continues (each year has its own).
  await page.getByLabel('Fecha').fill('2026-11-20');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0002 emitido.')).toBeVisible();

  await navLink(page, 'Recibos').click();
  const filas = page.getByRole('table', { name: 'Tus recibos' }).locator('tbody').getByRole('row');
  await expect(filas).toHaveCount(2);
  await expect(page.getByTestId('totales')).toHaveText('2 recibos · Importe emitido: 80,00 €');
  await page.getByLabel('Buscar por número, pagador o concepto').fill('acad');
  await expect(filas).toHaveCount(1);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const archivo = await descarga;
  // Named by its date and filter; the payer's e-mail and the labels are columns.
  expect(archivo.suggestedFilename()).toMatch(/^recibos-\d{4}-\d{2}-\d{2}-busqueda-acad\.csv$/);
  const csv = await readFile((await archivo.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lineasCsv = csv.slice(1).split('\r\n');
  expect(lineasCsv).toHaveLength(2);
  expect(lineasCsv[0]).toBe(
    'Número;Fecha;Pagador;Documento;Correo del pagador;Concepto;Método de pago;Estado;Moneda;Total;Etiquetas;Tipo;Inmueble;Periodo desde;Periodo hasta',
  );
  expect(lineasCsv[1]).toContain('"Academia Sol; S.L."');
  expect(lineasCsv[1]).toContain(';80,00');
  expect(csv).not.toContain('Beto Alumno');

  await page.getByLabel('Buscar por número, pagador o concepto').fill('');
  await page.getByLabel('Estado').selectOption('anulado');
  await expect(filas).toHaveCount(1);
  await expect(filas).toContainText('Anulado');

  // Firestore holds integer cents and no labels.
  const segundo = (await documentos(`users/${usuario.uid}/recibos`)).find((d) => d.id !== 'r1')?.fields;
  expect(segundo?.total).toEqual({ integerValue: '8000' });
  expect(segundo?.etiquetas?.arrayValue?.values ?? []).toEqual([]);
});

// Such letters were "?" in the PDF: the font that has them is fetched on the click, in the build.
test("the owner's PDF writes a payer's name in Cyrillic and Romanian letters, as text", async ({ page }) => {
  const usuario = await crearUsuario('pdf');
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, recibo(1, [], { pagador: 'Оксана Ковальчук · Ștefan Țurcanu' })],
    [`users/${usuario.uid}/recibos/r2`, recibo(2)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(2)],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('R-2026-0001.pdf');
  const bytes = new Uint8Array(await readFile((await archivo.path()) as string));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text.replace(/\s+/g, ' ')).toContain('Оксана Ковальчук · Ștefan Țurcanu');
  // A downloaded receipt has left the app: it is only voided or corrected.
  await expect(page.getByTestId('sin-editar')).toContainText('Ya lo has descargado en PDF');
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);

  // So has a printed one, the last of its year: its number is never given again.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { impreso: boolean }).impreso = true;
    };
  });
  await page.goto('/recibos/r2');
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByTestId('sin-editar')).toContainText('Ya lo has impreso');
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Corregir' })).toBeVisible();
  // The page repaints as the mark lands, a moment before the print dialog opens: wait for it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { impreso?: boolean }).impreso)).toBe(true);
});

test('"Duplicar" starts a new receipt with the payer, concept, lines, currency and labels, dated today', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date());
  const usuario = await crearUsuario('duplicar');
  const ids = ['EtiquetaUno000000001', 'EtiquetaDos000000002'];
  await sembrar([
    [`users/${usuario.uid}/etiquetas/${ids[0]}`, etiqueta(1)],
    [`users/${usuario.uid}/etiquetas/${ids[1]}`, etiqueta(2)],
    [
      `users/${usuario.uid}/recibos/r1`,
      {
        ...recibo(1, ids),
        pagador: persona('Cliente 1', { documento: 'X1234567L', email: 'cliente1@ejemplo.es' }),
        moneda: { stringValue: 'USD' },
        notas: { stringValue: 'Solo para mí' },
      },
    ],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
    [
      `users/${usuario.uid}/pagadores/gabriela`,
      {
        nombre: { stringValue: 'Gabriela Torres Reyes' },
        email: { stringValue: 'gabriela@ejemplo.es' },
        createdAt: { timestampValue: new Date().toISOString() },
        updatedAt: { timestampValue: new Date().toISOString() },
      },
    ],
    [rutaDelCupo(usuario.uid).join('/'), campos(cupoContado(1))],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  await page.getByRole('link', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo recibo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('copia-de')).toContainText('Copia de R-2026-0001');
  const hoy = new Date().toLocaleDateString('sv-SE');
  await expect(page.getByLabel('Fecha')).toHaveValue(hoy);
  await expect(page.getByLabel('Nombre del pagador')).toHaveValue('Cliente 1');
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Servicios');
  await expect(page.getByLabel('Moneda')).toHaveValue('USD');
  await expect(page.getByLabel('Precio de la línea 1')).toHaveValue('50,00');
  await expect(page.getByRole('checkbox', { name: 'Etiqueta 1' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Etiqueta 2' })).toBeChecked();
  await expect(page.getByLabel('Notas (opcional)')).toHaveValue('');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  // Dated today: the seeded receipt's series (2026) goes on, or today's year starts its own.
  const numero = hoy.startsWith('2026-') ? 2 : 1;
  await expect(page.getByText(`Recibo R-${hoy.slice(0, 4)}-000${numero} emitido.`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('recibo-pagador')).toHaveText('Cliente 1');
  await expect(page.getByTestId('recibo-total')).toHaveText('50,00 US$');
  const copia = (await documentos(`users/${usuario.uid}/recibos`)).find((d) => d.id !== 'r1')?.fields;
  expect(copia?.numero).toEqual({ integerValue: String(numero) });
  expect(copia?.fecha).toEqual({ stringValue: hoy });
  expect(copia?.etiquetas?.arrayValue?.values?.map((v) => v.stringValue)).toEqual(ids);

  // Another copy for another payer: none of the first payer's details go with it (one member's
  // tax ID and e-mail went out on another member's receipt, to the first one).
  await page.goto('/recibos/nuevo?desde=r1');
  await expect(page.getByLabel('Correo del pagador (opcional)')).toHaveValue('cliente1@ejemplo.es');
  await page.getByLabel('Nombre del pagador').fill('Gab');
  await page.getByRole('option', { name: /^Gabriela Torres Reyes/ }).click();
  await expect(page.getByLabel('Nombre del pagador')).toHaveValue('Gabriela Torres Reyes');
  await expect(page.getByLabel('Identificación fiscal del pagador (opcional)')).toHaveValue('');
  await expect(page.getByLabel('Correo del pagador (opcional)')).toHaveValue('gabriela@ejemplo.es');
  await expect(page.getByTestId('pagador-conservado')).toHaveText('');
  // A name typed by hand instead: the form says whose the copied details are.
  await page.goto('/recibos/nuevo?desde=r1');
  await page.getByLabel('Nombre del pagador').fill('Héctor Núñez');
  await expect(page.getByTestId('pagador-conservado')).toHaveText(
    'El documento fiscal y el correo son de Cliente 1: cámbialos si el pagador es otro.',
  );
});

test('leaving a receipt with unsaved changes asks first: a link, Back, and closing the tab', async ({ page }) => {
  const usuario = await crearUsuario('sin-guardar');
  await entrar(page, usuario, '/recibos');
  await page.getByRole('link', { name: 'Nuevo recibo' }).first().click();
  await page.getByLabel('Concepto', { exact: true }).fill('Clases de junio');
  const dialogo = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await navLink(page, 'Etiquetas').click();
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(page).toHaveURL(/\/recibos\/nuevo$/);
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Clases de junio');
  // Closing the tab (or reloading) gets the browser's own question.
  const pregunta = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const aviso = await pregunta;
  expect(aviso.type()).toBe('beforeunload');
  await aviso.dismiss();
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Clases de junio');
  // Back: held (Playwright's goBack would wait for a navigation that does not happen).
  await page.evaluate(() => history.back());
  await expect(dialogo).toBeVisible();
  await expect(page).toHaveURL(/\/recibos\/nuevo$/);
  await dialogo.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
  await page.close({ runBeforeUnload: true });
});

test('money as each currency writes it: Chilean pesos as Chile does, pounds as £, and a price with a dot shown as read', async ({
  page,
}) => {
  const usuario = await crearUsuario('monedas');
  await entrar(page, usuario, '/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await page.getByLabel('Moneda').selectOption('CLP');
  // Of a past month: this month has no receipt.
  await page.getByLabel('Fecha').fill('2025-01-15');
  await rellenarLinea(page, 1, 'Clase', '3', '12990,50');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('En CLP los importes no llevan decimales: escribe un número entero.')).toBeVisible();
  await page.getByLabel('Precio de la línea 1').fill('12.990');
  await expect(page.getByTestId('form-total')).toHaveText('$38.970');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/^Recibo R-\d{4}-0001 emitido\.$/)).toBeVisible();
  await expect(page.getByTestId('recibo-total')).toHaveText('$38.970');
  // With no receipt this month, Inicio's amount is zero in the account's pesos, not "0,00 €".
  await navLink(page, 'Inicio').click();
  await expect(page.getByTestId('inicio-importe-mes')).toHaveText('$0');
  const [guardado] = await documentos(`users/${usuario.uid}/recibos`);
  expect(guardado?.fields.total).toEqual({ integerValue: '3897000' });

  await page.goto('/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler');
  await page.getByLabel('Nombre del pagador').fill('Dan');
  await page.getByLabel('Moneda').selectOption('GBP');
  await rellenarLinea(page, 1, 'Mes', '1', '1.5');
  await expect(page.getByText('Se lee 1,50\u00a0£')).toBeVisible();
  await page.getByLabel('Precio de la línea 1').fill('1.500');
  await expect(page.getByText('Se lee 1500,00\u00a0£')).toBeVisible();
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByTestId('recibo-total')).toHaveText('1500,00\u00a0£');
});

test("the issuer's details, saved once, fill every new receipt and show on it; changing them rewrites no receipt", async ({
  page,
}) => {
  const usuario = await crearUsuario('emisor');
  await entrar(page, usuario, '/recibos');
  await page.getByRole('link', { name: 'Datos del emisor' }).click();
  await expect(page.getByRole('heading', { name: 'Datos del emisor', level: 1 })).toBeVisible();
  await page.getByLabel('Nombre o razón social').fill('Academia Sol S.L.');
  await page.getByLabel('NIF/CIF (opcional)').fill('XYZ');
  await page.getByLabel('Calle y número').fill('Calle Mayor 1');
  await page.getByLabel('Código postal').fill('ABCDEFG');
  await page.getByLabel('Ciudad').fill('Madrid');
  await page.getByLabel('País').fill('España');
  await page.getByLabel('Teléfono').fill('600-ABC');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  // Spain's formats: a tax id and a postal code that are not Spanish are said, nothing is saved.
  await expect(
    page.getByText(
      'Escribe un NIF, NIE o CIF español válido (por ejemplo 12345678Z o B12345674), o indica el país si no es de España.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Escribe un código postal español, de 01000 a 52999 (por ejemplo 28013), o indica el país si no es de España.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Escribe un teléfono con números (por ejemplo +34 600 12 34 56).')).toBeVisible();
  await expect(page.getByLabel('NIF/CIF (opcional)')).toBeFocused();
  expect(await documentos(`users/${usuario.uid}/perfil`)).toEqual([]);
  await page.getByLabel('NIF/CIF (opcional)').fill('B12345674');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByLabel('Teléfono').fill('+34 600 12 34 56');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos del emisor guardados. Se usarán en tus próximos recibos.')).toBeVisible();

  await page.goto('/recibos/nuevo');
  await expect(page.getByLabel('Nombre del emisor')).toHaveValue('Academia Sol S.L.');
  await expect(page.getByLabel('NIF/NIE del emisor (opcional)')).toHaveValue('B12345674');
  await expect(page.getByLabel('Dirección del emisor (opcional)')).toHaveValue('Calle Mayor 1\n28013 Madrid\nEspaña');
  await expect(page.getByLabel('Contacto del emisor (opcional)')).toHaveValue('+34 600 12 34 56');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await rellenarLinea(page, 1, 'Clase', '1', '30');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/^Recibo R-\d{4}-0001 emitido\.$/)).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the lines as drawn, from the CSS
  const direccion = () => page.getByTestId('recibo-emisor-direccion').evaluate((p) => (p as HTMLElement).innerText);
  expect(await direccion()).toBe('Calle Mayor 1\n28013 Madrid\nEspaña');
  const detalle = page.url();

  await page.goto('/recibos/emisor');
  await page.getByLabel('Ciudad').fill('Sevilla');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos del emisor guardados. Se usarán en tus próximos recibos.')).toBeVisible();
  await page.goto(detalle);
  await expect(page.getByTestId('recibo-total')).toBeVisible();
  expect(await direccion()).toBe('Calle Mayor 1\n28013 Madrid\nEspaña');
});

test("a landlord's December rent: property, period, the rent in force, in words, «He recibido de…» and signed, on the page, the PDF and the payer's page at 320 px without JavaScript, on one printed page even once corrected", async ({
  page,
  browser,
}) => {
  const usuario = await crearUsuario('alquiler');
  await entrar(page, usuario, '/recibos/emisor');
  await page.getByLabel('Nombre o razón social').fill('Ana Propietaria');
  // The signature, drawn with the pointer inside its box.
  await page.getByTestId('firma-caja').scrollIntoViewIfNeeded();
  const caja = await page.getByTestId('firma-caja').boundingBox();
  if (!caja) throw new Error('sin recuadro para firmar');
  await page.mouse.move(caja.x + caja.width * 0.1, caja.y + caja.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(caja.x + caja.width * 0.3, caja.y + caja.height * 0.2, { steps: 8 });
  await page.mouse.move(caja.x + caja.width * 0.5, caja.y + caja.height * 0.8, { steps: 8 });
  await page.mouse.move(caja.x + caja.width * 0.9, caja.y + caja.height * 0.3, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('img', { name: 'Tu firma' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos del emisor guardados. Se usarán en tus próximos recibos.')).toBeVisible();
  const [perfil] = await documentos(`users/${usuario.uid}/perfil`);
  expect(perfil?.fields.firma?.stringValue).toMatch(/^M\d+ \d+(L\d+ \d+){10,}$/);

  await page.goto('/recibos/nuevo');
  await page.getByRole('radio', { name: 'Alquiler' }).check();
  // The first line is the rent, and a rent receipt says «He recibido de…» by custom.
  await expect(page.getByLabel('Descripción de la línea 1')).toHaveValue('Renta mensual');
  await expect(page.getByRole('checkbox', { name: 'Añadir «He recibido de … la cantidad de …»' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Firma del emisor' })).toBeVisible();
  await page.getByLabel('Fecha', { exact: true }).fill('2026-12-01');
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler de diciembre');
  await page.getByLabel('Nombre del pagador').fill('Carla Inquilina');
  await rellenarLinea(page, 1, 'Renta mensual', '1', '850');
  await page.getByRole('button', { name: 'Añadir línea' }).click();
  await rellenarLinea(page, 2, 'Comunidad', '1', '40');
  // As many lines as a receipt holds: the longest receipt still prints on one page.
  for (const [n, descripcion, precio] of [
    [3, 'Agua', '15'],
    [4, 'Basuras', '10'],
    [5, 'Plaza de garaje', '60'],
  ] as const) {
    await page.getByRole('button', { name: 'Añadir línea' }).click();
    await rellenarLinea(page, n, descripcion, '1', precio);
  }
  await page.getByRole('radio', { name: 'De una fecha a otra' }).check();
  await page.getByLabel('Desde').fill('2026-12-15');
  await page.getByLabel('Hasta').fill('2026-12-01');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  // Bad input is said, and nothing is written.
  await expect(page.getByText('Indica la dirección del inmueble.')).toBeVisible();
  await expect(page.getByText('El periodo termina antes de empezar: revisa las fechas.')).toBeVisible();
  await expect(page.getByLabel('Dirección del inmueble')).toBeFocused();
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);
  await page.getByLabel('Dirección del inmueble').fill('Calle Mayor 1, 2.º B\n28013 Madrid');
  await page.getByRole('radio', { name: 'Un mes' }).check();
  await page.getByLabel('Mes del periodo').fill('2026-12');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0001 emitido.')).toBeVisible();

  const frase =
    'He recibido de Carla Inquilina la cantidad de novecientos setenta y cinco euros (975,00\u00A0€) en concepto de Alquiler de diciembre, correspondiente a diciembre de 2026.';
  await expect(page.getByText('Recibo de alquiler', { exact: true })).toBeVisible();
  await expect(page.getByTestId('recibo-inmueble')).toHaveText('Inmueble: Calle Mayor 1, 2.º B\n28013 Madrid');
  await expect(page.getByTestId('recibo-periodo')).toHaveText('Periodo: diciembre de 2026');
  await expect(page.getByRole('cell', { name: 'Renta vigente: Renta mensual' })).toBeVisible();
  await expect(page.getByTestId('recibo-recibi')).toHaveText(frase);
  await expect(page.getByRole('img', { name: 'Firma de Ana Propietaria' })).toBeVisible();

  // The PDF, read as a reader would.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const bytes = new Uint8Array(await readFile((await (await descarga).path()) as string));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const enPdf = text.replace(/\s+/g, ' ');
  for (const parte of [
    'Recibo de alquiler',
    'Inmueble: Calle Mayor 1, 2.º B 28013 Madrid',
    'Periodo: diciembre de 2026',
    'Renta vigente: Renta mensual',
    'He recibido de Carla Inquilina la cantidad de novecientos setenta y cinco euros',
    'Firmado: Ana Propietaria',
  ])
    expect(enPdf).toContain(parte);

  // The payer's page, as served, on a 320 px phone with JavaScript off.
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  const contexto = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
  const publica = await contexto.newPage();
  await publica.goto(enlace);
  await expect(publica.getByText('Recibo de alquiler', { exact: true })).toBeVisible();
  await expect(publica.getByTestId('recibo-periodo')).toHaveText('Periodo: diciembre de 2026');
  await expect(publica.getByTestId('recibo-recibi')).toHaveText(frase);
  await expect(publica.getByRole('img', { name: 'Firma de Ana Propietaria' })).toBeVisible();
  expect(await publica.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // And on paper: the sentence and the signature print.
  await publica.emulateMedia({ media: 'print' });
  await expect(publica.getByTestId('recibo-recibi')).toBeVisible();
  await expect(publica.getByRole('img', { name: 'Firma de Ana Propietaria' })).toBeVisible();
  const paginas = async () => (await getDocumentProxy(new Uint8Array(await publica.pdf({ format: 'A4' })))).numPages;
  expect(await paginas()).toBe(1);

  // Corrected, its link says «ANULADO» and which receipt replaces it, and still prints on one
  // A4 page from a phone (only «Firmado: …» went on to a second).
  await page.getByRole('link', { name: 'Corregir' }).click();
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler de diciembre (corregido)');
  await page.getByRole('button', { name: 'Emitir la corrección' }).click();
  await expect(page.getByText('Recibo R-2026-0002 emitido; R-2026-0001 queda anulado.')).toBeVisible();
  await publica.setViewportSize({ width: 390, height: 780 });
  await publica.emulateMedia({ media: 'screen' });
  await publica.goto(enlace);
  await expect(publica.getByTestId('recibo-sustitucion')).toHaveText('Sustituido por el recibo R-2026-0002.');
  await publica.emulateMedia({ media: 'print' });
  expect(await paginas()).toBe(1);
  await contexto.close();
});

test('the payer field suggests payers of earlier receipts; one chosen with the keyboard brings their NIF and e-mail', async ({
  page,
}) => {
  const usuario = await crearUsuario('pagadores');
  await sembrar([
    [
      `users/${usuario.uid}/recibos/r1`,
      {
        ...recibo(1),
        pagador: persona('Academia Sol', { documento: 'B12345674', email: 'hola@academiasol.es' }),
      },
    ],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await entrar(page, usuario, '/recibos/nuevo');
  const nombre = page.getByRole('combobox', { name: 'Nombre del pagador' });
  await nombre.pressSequentially('aca');
  const lista = page.getByRole('listbox', { name: 'Pagadores anteriores' });
  await expect(lista.getByRole('option')).toHaveText(['Academia SolB12345674 · hola@academiasol.es']);
  await nombre.press('ArrowDown');
  await nombre.press('Enter');
  await expect(nombre).toHaveValue('Academia Sol');
  await expect(page.getByLabel('NIF/NIE del pagador (opcional)')).toHaveValue('B12345674');
  await expect(page.getByLabel('Correo del pagador (opcional)')).toHaveValue('hola@academiasol.es');
  await expect(lista).toBeHidden();
});

test('numbering stays gap-free: only the last receipt, never shared, is deleted, and the next one takes its number', async ({
  page,
}) => {
  const usuario = await crearUsuario('sin-huecos');
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, recibo(1)],
    [`users/${usuario.uid}/recibos/r2`, recibo(2)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(2)],
  ]);
  await entrar(page, usuario, '/recibos/r1');
  await expect(page.getByRole('heading', { name: 'Recibo R-2026-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sin-eliminar')).toContainText('solo se puede eliminar el último recibo de cada año');
  await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await page.goto('/recibos/r2');
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Eliminar recibo' });
  await expect(dialogo).toContainText('su número quedará libre para el próximo recibo');
  await dialogo.getByRole('button', { name: 'Eliminar recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0002 eliminado.')).toBeVisible();
  await page.goto('/recibos/nuevo');
  await page.getByLabel('Fecha').fill('2026-11-02');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await rellenarLinea(page, 1, 'Clase', '1', '30');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText('Recibo R-2026-0002 emitido.')).toBeVisible();
});

test('Inicio shows this month, the last receipts and quick links', async ({ page }) => {
  // The page's clock stands still: the receipt's default date and "this month" are read from the
  // same instant, even when the test runs across the end of a month.
  await page.clock.setFixedTime(new Date());
  const usuario = await crearUsuario('inicio');
  await entrar(page, usuario);
  await expect(page.getByTestId('inicio-recibos-mes')).toHaveText('0');
  await page.getByRole('link', { name: 'Nuevo recibo' }).click();
  await page.getByLabel('Concepto', { exact: true }).fill('Consulta');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await rellenarLinea(page, 1, 'Sesión', '2', '40');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/emitido\./)).toBeVisible();
  // After the form's own navigation to the receipt (see the list's test below).
  await expect(page.getByRole('heading', { level: 1, name: /^Recibo R-\d{4}-0001$/ })).toBeVisible();
  await navLink(page, 'Inicio').click();
  await expect(page.getByTestId('inicio-recibos-mes')).toHaveText('1');
  await expect(page.getByTestId('inicio-importe-mes')).toHaveText('80,00 €');
  await expect(page.getByRole('heading', { name: 'Últimos recibos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(3);
});

// If the labels cannot be loaded, saving an edit must not strip the receipt's labels (it cannot
// tell which still exist, so it keeps them all).
test('editing a receipt while the labels fail to load keeps its labels', async ({ page }) => {
  const usuario = await crearUsuario('sin-etiquetas');
  const ids = ['EtiquetaUno000000001', 'EtiquetaDos000000002'];
  await sembrar([
    [`users/${usuario.uid}/etiquetas/${ids[0]}`, etiqueta(1)],
    [`users/${usuario.uid}/etiquetas/${ids[1]}`, etiqueta(2)],
    [`users/${usuario.uid}/recibos/r1`, recibo(1, ids)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  // Every query of the labels collection fails, as with a network or backend error.
  await page.route(/:runQuery/, (route) =>
    /"collectionId":"(etiquetas|colores)"/.test(route.request().postData() ?? '') ? route.abort() : route.fallback(),
  );
  await entrar(page, usuario, '/recibos/r1/editar');
  await expect(page.getByRole('heading', { name: 'Editar R-2026-0001' })).toBeVisible();
  await page.getByLabel('Concepto', { exact: true }).fill('Editado sin etiquetas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Recibo actualizado.')).toBeVisible();
  const [guardado] = await documentos(`users/${usuario.uid}/recibos`);
  expect(guardado?.fields.concepto?.stringValue).toBe('Editado sin etiquetas');
  expect(guardado?.fields.etiquetas?.arrayValue?.values?.map((v) => v.stringValue)).toEqual(ids);
});

// Each year of the date has its own series: a receipt dated 01/01/2027 once took R-2027-0008
// after seven of 2026, and a receipt edited into another year would carry another year's number.
test('a receipt dated in a new year starts its series at 1, and an edit keeps a date in its year', async ({ page }) => {
  const usuario = await crearUsuario('serie-anual');
  await sembrar([
    [`users/${usuario.uid}/recibos/r7`, recibo(7)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(7)],
  ]);
  /** A month's rent through the form, dated `fecha`. */
  const alquiler = async (fecha: string, concepto: string) => {
    await page.getByLabel('Fecha').fill(fecha);
    await page.getByLabel('Concepto', { exact: true }).fill(concepto);
    await page.getByLabel('Nombre del pagador').fill('Inquilina Uno');
    await rellenarLinea(page, 1, 'Renta', '1', '850');
    await page.getByRole('button', { name: 'Emitir recibo' }).click();
  };
  await entrar(page, usuario, '/recibos/nuevo');
  await alquiler('2027-01-01', 'Alquiler de enero');
  await expect(page.getByText('Recibo R-2027-0001 emitido.')).toBeVisible();
  // Issued in 2027, dated in 2026: it goes on with 2026's series.
  await navLink(page, 'Recibos').click();
  await page.getByRole('link', { name: 'Nuevo recibo' }).click();
  await alquiler('2026-12-31', 'Alquiler de diciembre');
  await expect(page.getByText('Recibo R-2026-0008 emitido.')).toBeVisible();
  // The list: newest date first, with the receipt just issued (a list left less than 2 s before
  // once showed its previous load again, without it).
  await navLink(page, 'Recibos').click();
  const filas = page.getByRole('table', { name: 'Tus recibos' }).locator('tbody').getByRole('row');
  await expect(filas).toHaveCount(3);
  await expect(filas.first()).toContainText('R-2027-0001');

  await filas.filter({ hasText: 'R-2026-0007' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar R-2026-0007' })).toBeVisible();
  await page.getByLabel('Fecha').fill('2027-01-05');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByText(
      'El número R-2026-0007 es de la serie de 2026: la fecha debe ser de 2026. Para otro año, anula este recibo y emite uno nuevo.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Fecha')).toBeFocused();
  const r7 = (await documentos(`users/${usuario.uid}/recibos`)).find((d) => d.id === 'r7');
  expect(r7?.fields.fecha?.stringValue).toBe('2026-11-01');
});

test('a receipt that does not exist says so in its heading and in the tab, with the way back', async ({ page }) => {
  const usuario = await crearUsuario('no-encontrado');
  await entrar(page, usuario, '/recibos/no-existe');
  await expect(page.getByRole('heading', { name: 'Recibo no encontrado', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Recibo no encontrado · Recibos');
  await page.getByRole('link', { name: 'Volver a los recibos' }).click();
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
});

test('an expired link shows "Este recibo no está disponible" and nothing of the receipt', async ({ page, browser }) => {
  const usuario = await crearUsuario('caducado');
  await sembrar([
    [`users/${usuario.uid}/recibos/r1`, recibo(1)],
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(1)],
  ]);
  await page.setViewportSize({ width: 390, height: 780 });
  // A phone's system share sheet, recorded: Chromium on Linux has none.
  await page.addInitScript(() => {
    Object.assign(navigator, {
      share: async (datos: ShareData) => {
        (window as unknown as { compartido: ShareData }).compartido = datos;
      },
    });
  });
  await entrar(page, usuario, '/recibos/r1');
  // On a phone, "Eliminar" is red but not the loudest button: not filled, not the full width.
  const eliminar = page.getByRole('button', { name: 'Eliminar', exact: true });
  await expect(eliminar).not.toHaveCSS('background-color', 'rgb(185, 28, 28)');
  expect((await eliminar.boundingBox())?.width ?? 390).toBeLessThan(390 / 2);
  await page.getByLabel('Caducidad del enlace').selectOption('7');
  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  await expect(page.getByText(/^Caduca el /)).toBeVisible();
  const enlace = await page.getByTestId('enlace-publico').inputValue();
  await page.getByRole('button', { name: 'Enviar…' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { compartido?: ShareData }).compartido))
    .toEqual({
      title: 'Recibo R-2026-0001',
      text: `Hola, Cliente 1: aquí tienes el recibo R-2026-0001 de 50,00\u00a0€. Puedes verlo e imprimirlo en ${enlace}`,
    });
  const anonimo = await browser.newContext();
  const publica = await anonimo.newPage();
  await publica.goto(enlace);
  await expect(publica.getByTestId('recibo-total')).toHaveText('50,00 €');
  // A real PDF for the payer (a link: made by the server) and for the owner (made in the
  // browser), named after the receipt.
  for (const [pagina, rol] of [
    [publica, 'link'],
    [page, 'button'],
  ] as const) {
    const descarga = pagina.waitForEvent('download');
    await pagina.getByRole(rol, { name: 'Descargar PDF' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('R-2026-0001.pdf');
    const bytes = await readFile((await archivo.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }

  // A week passes: the expiry moves into the past (owner token), as stored by the app.
  const token = enlace.split('/').pop() as string;
  for (const coleccion of ['registroEnlaces', 'recibosPublicos']) {
    const r = await fetch(
      `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT}/databases/(default)/documents/${coleccion}/${token}?updateMask.fieldPaths=expiresAt`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { expiresAt: { timestampValue: new Date(Date.now() - 1000).toISOString() } } }),
      },
    );
    expect(r.ok).toBe(true);
  }
  await publica.setViewportSize({ width: 390, height: 780 });
  await publica.reload();
  await expect(publica.getByRole('heading', { name: 'Este recibo no está disponible' })).toBeVisible();
  // The way on, on the payer's phone, naming nobody.
  await expect(publica.getByRole('heading', { name: 'Cómo conseguir el recibo', level: 2 })).toBeVisible();
  await expect(publica.getByText('Pide un enlace nuevo a quien te envió este')).toBeVisible();
  await expect(publica.getByTestId('recibo-total')).toHaveCount(0);
  await expect(publica.getByText('Cliente 1')).toHaveCount(0);
  await anonimo.close();
});

test('the list pages 20 at a time, filters by label and by date, and finds "José" by typing "jose"', async ({
  page,
}) => {
  const usuario = await crearUsuario('lista');
  const luz = 'EtiquetaLuz000000001';
  // 22 receipts straight into Firestore: 1–11 of 15 October, 12–22 of 1 November; every third
  // one labelled Luz.
  await sembrar([
    [`users/${usuario.uid}/etiquetas/${luz}`, { ...etiqueta(1), nombre: { stringValue: 'Luz' } }],
    ...Array.from({ length: 22 }, (_, i): [string, Record<string, unknown>] => [
      `users/${usuario.uid}/recibos/r${i + 1}`,
      {
        ...recibo(i + 1, (i + 1) % 3 === 0 ? [luz] : []),
        fecha: { stringValue: i < 11 ? '2026-10-15' : '2026-11-01' },
      },
    ]),
    [`users/${usuario.uid}/contadores/recibos-2026`, contador(22)],
  ]);
  // The 23rd through the form, which stores its search terms without accents.
  await entrar(page, usuario, '/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases de piano');
  await page.getByLabel('Nombre del pagador').fill('José Núñez');
  await rellenarLinea(page, 1, 'Clase', '1', '30');
  await page.getByLabel('Fecha').fill('2026-11-20');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  await expect(page.getByText(/R-2026-0023 emitido\./)).toBeVisible();
  // The toast comes before the form's own navigation to the receipt ends (each page change waits
  // for the shell's check of remotes.json): leaving before then, that navigation lands last.
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo R-2026-0023' })).toBeVisible();

  await navLink(page, 'Recibos').click();
  const filas = page.getByRole('table', { name: 'Tus recibos' }).getByRole('row', { name: /R-\d{4}-\d{4}/ });
  const cargarMas = page.getByRole('button', { name: 'Cargar más' });
  await expect(filas).toHaveCount(20);
  await cargarMas.click();
  await expect(filas).toHaveCount(23);
  await expect(cargarMas).toHaveCount(0);

  const buscar = page.getByLabel('Buscar por número, pagador o concepto');
  for (const texto of ['jose', 'JOSÉ', 'nunez', 'Núñ']) {
    await buscar.fill(texto);
    await expect(filas).toHaveCount(1);
    await expect(filas).toContainText('José Núñez');
  }
  // The search lives in the address: a receipt opened from the results, then Back, finds them again.
  await filas.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Recibo R-2026-0023$/, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(buscar).toHaveValue('Núñ');
  await expect(filas).toHaveCount(1);
  // A number, as shown or as typed, finds that receipt; another year's, none.
  for (const texto of ['R-2026-0003', '2026-0003', '0003', '3']) {
    await buscar.fill(texto);
    await expect(filas).toHaveCount(1);
    await expect(filas).toContainText('R-2026-0003');
  }
  await buscar.fill('R-2025-0003');
  await expect(page.getByText('Ningún recibo coincide con los filtros.')).toBeVisible();
  // Back to no filter: the two pages already loaded are still there.
  await buscar.fill('');
  await expect(filas).toHaveCount(23);
  // What cannot be searched (one letter, an emoji alone) is said, and every receipt stays listed.
  const ignorada = page.getByRole('status').filter({ hasText: 'Para buscar, escribe al menos 2 letras o cifras' });
  for (const texto of ['L', '🙂']) {
    await buscar.fill(texto);
    await expect(ignorada).toBeVisible();
    await expect(filas).toHaveCount(23);
  }
  await buscar.fill('');
  await expect(ignorada).toHaveCount(0);
  // On a phone the search and «Filtros» share a row (the note has a row of its own, after them).
  await page.setViewportSize({ width: 390, height: 780 });
  const abajo = async (l: typeof buscar) => {
    const caja = await l.boundingBox();
    return Math.round((caja?.y ?? 0) + (caja?.height ?? 0));
  };
  const filtros = page.getByRole('button', { name: /^Filtros/ });
  await expect.poll(async () => Math.abs((await abajo(filtros)) - (await abajo(buscar)))).toBeLessThanOrEqual(2);
  // At 320 px too, and the label reads on a row of its own, not squeezed beside «Filtros».
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(async () => Math.abs((await abajo(filtros)) - (await abajo(buscar)))).toBeLessThanOrEqual(2);
  const lineas = await page
    .locator('label', { hasText: 'Buscar por número, pagador o concepto' })
    .evaluate((l) => Math.round(l.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(l).lineHeight)));
  expect(lineas).toBeLessThanOrEqual(2);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel('Etiqueta').selectOption({ label: 'Luz' });
  await expect(filas).toHaveCount(7);
  await expect(page.getByTestId('totales')).toHaveText('7 recibos · Importe emitido: 350,00 €');
  // A reload keeps the filter.
  expect(new URL(page.url()).searchParams.get('etiqueta')).toBe(luz);
  await page.reload();
  await expect(page.getByLabel('Etiqueta')).toHaveValue(luz);
  await expect(filas).toHaveCount(7);
  await page.getByLabel('Etiqueta').selectOption('');

  // A reversed range says so, and lists nothing.
  await page.getByLabel('Desde').fill('2026-11-30');
  await page.getByLabel('Hasta').fill('2026-10-01');
  await expect(page.getByRole('alert')).toHaveText('La fecha «Desde» es posterior a «Hasta»: cambia una de las dos.');
  await expect(page.getByLabel('Desde')).toHaveAttribute('aria-invalid', 'true');
  await expect(filas).toHaveCount(0);
  await page.getByLabel('Desde').fill('');
  await page.getByLabel('Hasta').fill('');

  await page.getByLabel('Desde').fill('2026-10-01');
  await page.getByLabel('Hasta').fill('2026-10-31');
  await expect(filas).toHaveCount(11);
  await page.getByLabel('Hasta').fill('');
  await page.getByLabel('Desde').fill('2026-11-01');
  await expect(page.getByTestId('totales')).toContainText('12 recibos');
});

test('a save the server refuses says so in Spanish by the buttons, keeps what was typed and writes nothing', async ({
  page,
}) => {
  const usuario = await crearUsuario('rechazo');
  // A counter no next number can follow (not a number), in the series of the form's date (today):
  // the rules refuse every creation.
  const anio = new Date().getFullYear();
  await sembrar([[`users/${usuario.uid}/contadores/recibos-${anio}`, { recibos: { stringValue: 'x' } }]]);
  await entrar(page, usuario, '/recibos/nuevo');
  await page.getByLabel('Concepto', { exact: true }).fill('Clases de mayo');
  await page.getByLabel('Nombre del pagador').fill('Carla');
  await rellenarLinea(page, 1, 'Clase', '2', '20');
  await page.getByRole('button', { name: 'Emitir recibo' }).click();
  const aviso =
    'El servidor no aceptó el recibo (puede que haya cambiado en otra pestaña o sesión). Lo que has escrito sigue aquí: vuelve a intentarlo en un momento.';
  await expect(page.getByTestId('fallo-al-guardar')).toHaveText(aviso);
  await expect(page.getByRole('alert').filter({ hasText: aviso })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Emitir recibo' })).toBeEnabled();
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Clases de mayo');
  await expect(page.getByLabel('Precio de la línea 1')).toHaveValue('20');
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);
});
