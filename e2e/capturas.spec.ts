// The README's pictures, taken from the real app with realistic data: `pnpm capturas` writes them
// to docs/capturas (CAPTURAS_DIR). The test command leaves this file out (e2e/playwright.config.ts).
import { crearCuentaConDatosLargos } from './datos-largos';
import { contexto } from './recorrido';
import { expect, test } from './test';

const dir = (nombre: string) => `${process.env.CAPTURAS_DIR}/${nombre}`;

test('pictures of the app: desktop list and form, phone public receipt and list', async ({ browser }) => {
  test.setTimeout(120_000);
  const datos = await crearCuentaConDatosLargos({ email: `maria.fernandez.${Date.now()}@ejemplo.es` });

  const escritorio = await contexto(browser, 1280, 'usuario', datos);
  await escritorio.page.setViewportSize({ width: 1280, height: 720 });
  await escritorio.page.goto('/recibos');
  await expect(
    escritorio.page.getByRole('table', { name: 'Tus recibos' }).getByTestId('etiqueta').first(),
  ).toBeVisible();
  await expect(escritorio.page.getByTestId('totales')).not.toHaveText('Calculando totales…');
  await escritorio.page.screenshot({ path: dir('escritorio-recibos.png') });
  await escritorio.page.goto(`/recibos/${datos.recibos[1]}/editar`);
  await expect(escritorio.page.getByRole('group', { name: 'Etiquetas' }).getByRole('checkbox').first()).toBeChecked();
  await escritorio.page.getByRole('group', { name: 'Líneas' }).screenshot({ path: dir('escritorio-lineas.png') });
  await escritorio.context.close();

  const movil = await contexto(browser, 390, 'anonima', datos);
  await movil.page.goto(`/recibos/view/${datos.token}`);
  await expect(movil.page.getByTestId('recibo-total')).toHaveText('1588,55\u00a0€');
  await movil.page.screenshot({ path: dir('movil-recibo-publico.png'), fullPage: true });
  await movil.context.close();

  const lista = await contexto(browser, 390, 'usuario', datos);
  await lista.page.setViewportSize({ width: 390, height: 844 });
  await lista.page.goto('/recibos');
  await expect(lista.page.getByRole('table', { name: 'Tus recibos' }).getByTestId('etiqueta').first()).toBeVisible();
  await lista.page.screenshot({ path: dir('movil-recibos.png') });
  await lista.context.close();
});

test("pictures of an issuer's day one: a shared receipt's actions, payer suggestions, the issuer's details", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const datos = await crearCuentaConDatosLargos({ email: `ana.garcia.${Date.now()}@ejemplo.es` });

  const escritorio = await contexto(browser, 1280, 'usuario', datos);
  await escritorio.page.setViewportSize({ width: 1280, height: 900 });
  await escritorio.page.goto(`/recibos/${datos.recibos[0]}`);
  await expect(escritorio.page.getByRole('button', { name: 'Enviar por correo' })).toBeVisible();
  await escritorio.page.screenshot({ path: dir('escritorio-recibo-compartido.png'), fullPage: true });
  // The rent receipt as a document: property, period, the rent in force, in words, signed.
  await escritorio.page.getByRole('article').screenshot({ path: dir('escritorio-recibo-de-alquiler.png') });
  await escritorio.page.goto('/recibos/emisor');
  await escritorio.page.getByLabel('Nombre o razón social').fill('Asesoría Integral Rodríguez S.L.P.');
  await escritorio.page.getByLabel('NIF/CIF (opcional)').fill('B12345674');
  await escritorio.page.getByLabel('Calle y número').fill('Calle Mayor 14, 2.º B');
  await escritorio.page.getByLabel('Código postal').fill('28013');
  await escritorio.page.getByLabel('Ciudad').fill('Madrid');
  await escritorio.page.getByLabel('País').fill('España');
  await escritorio.page.screenshot({ path: dir('escritorio-datos-emisor.png') });
  await escritorio.context.close();

  const movil = await contexto(browser, 390, 'usuario', datos);
  await movil.page.setViewportSize({ width: 390, height: 844 });
  await movil.page.goto('/recibos/nuevo');
  await movil.page.getByRole('combobox', { name: 'Nombre del pagador' }).pressSequentially('mar');
  await expect(movil.page.getByRole('listbox', { name: 'Pagadores anteriores' })).toBeVisible();
  await movil.page.getByRole('combobox', { name: 'Nombre del pagador' }).scrollIntoViewIfNeeded();
  await movil.page.screenshot({ path: dir('movil-sugerencias-pagador.png') });
  // A rent receipt's own fields at phone width.
  await movil.page.getByRole('radio', { name: 'Alquiler' }).check();
  await movil.page.getByLabel('Dirección del inmueble').fill('Calle Mayor 14, 2.º B\n28013 Madrid');
  await movil.page.getByRole('group', { name: 'Alquiler' }).screenshot({ path: dir('movil-recibo-de-alquiler.png') });
  await movil.context.close();
});

test('pictures of a recurring receipt: its plan on a desktop and a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const datos = await crearCuentaConDatosLargos({ email: `lucia.martin.${Date.now()}@ejemplo.es` });
  const escritorio = await contexto(browser, 1280, 'usuario', datos);
  await escritorio.page.setViewportSize({ width: 1280, height: 900 });
  await escritorio.page.goto('/recibos/periodicos/pl1');
  await expect(escritorio.page.getByRole('table', { name: 'Recibos del plan' })).toBeVisible();
  await escritorio.page.screenshot({ path: dir('escritorio-recibo-periodico.png') });
  await escritorio.context.close();
  const movil = await contexto(browser, 390, 'usuario', datos);
  await movil.page.setViewportSize({ width: 390, height: 844 });
  await movil.page.goto('/recibos/periodicos/pl1/editar');
  await expect(movil.page.getByRole('group', { name: 'Cuándo se emite' })).toBeVisible();
  await movil.page
    .getByRole('group', { name: 'Cuándo se emite' })
    .screenshot({ path: dir('movil-recibo-periodico.png') });
  await movil.context.close();
});
