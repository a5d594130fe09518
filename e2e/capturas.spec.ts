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
  await expect(escritorio.page.getByRole('table', { name: 'Tus recibos' }).locator('.etq-badge').first()).toBeVisible();
  await expect(escritorio.page.getByTestId('totales')).not.toHaveText('Calculando totales…');
  await escritorio.page.screenshot({ path: dir('escritorio-recibos.png') });
  await escritorio.page.goto(`/recibos/${datos.recibos[0]}/editar`);
  await expect(escritorio.page.getByRole('checkbox').first()).toBeChecked();
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
  await expect(lista.page.getByRole('table', { name: 'Tus recibos' }).locator('.etq-badge').first()).toBeVisible();
  await lista.page.screenshot({ path: dir('movil-recibos.png') });
  await lista.context.close();
});
