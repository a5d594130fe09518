// Recurring receipts as a landlord uses them: a plan made in the app, its receipts issued by
// `pnpm recurrentes` (the scheduled function's code, which the emulators do not schedule), on dates
// far enough ahead that the machine's own date never matters. The command issues every plan of the
// emulator's project (other tests' accounts too): what is checked is this account's receipts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { sembrar } from '../../bench/semilla.mjs';
import { hoyEnEspana } from '../../mf-recibos/src/periodicos/calendario';
import { correosA } from '../../tooling/buzon';
import { campos } from '../datos-largos';
import { crearUsuario, documentos, entrar, rellenarLinea, verificaValido } from '../fixtures';
import { expect, test } from '../test';

const RAIZ = fileURLToPath(new URL('../..', import.meta.url));

/** The README's command for what is due on `fecha`. */
async function recurrentes(fecha: string) {
  const { stdout } = await execa('pnpm', ['-s', 'recurrentes', '--fecha', fecha], { cwd: path.resolve(RAIZ) });
  return stdout;
}

test('a monthly rent plan: refused while incomplete, issued by date with catch-up, paused, changed for what follows, ended', async ({
  page,
}) => {
  // Seven runs of the command, each a Node process of its own.
  test.setTimeout(180_000);
  const usuario = await crearUsuario('periodicos', { verificado: true });
  const correoDeCarla = `carla-${Date.now()}@ejemplo.es`;
  await entrar(page, usuario, '/recibos');
  await page.getByRole('link', { name: 'Periódicos' }).click();
  await expect(page.getByRole('heading', { name: 'Recibos periódicos', level: 1 })).toBeVisible();
  await expect(page.getByText('Aún no tienes recibos periódicos.')).toBeVisible();

  await page.getByRole('link', { name: 'Nuevo recibo periódico' }).click();
  await page.getByLabel('Día del mes').fill('32');
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Indica un día del mes del 1 al 31.')).toBeVisible();
  await expect(page.getByText('El nombre del pagador es obligatorio.')).toBeVisible();
  await expect(page.getByLabel('Día del mes')).toBeFocused();
  expect(await documentos(`users/${usuario.uid}/planes`)).toEqual([]);

  await page.getByLabel('Día del mes').fill('1');
  await page.getByLabel('Primer día posible').fill('2030-01-01');
  await page.getByRole('radio', { name: 'Alquiler' }).check();
  await page.getByLabel('Dirección del inmueble').fill('Calle Mayor 1, 2.º B\n28013 Madrid');
  await expect(page.getByText('Cada recibo cubre el periodo de su fecha')).toBeVisible();
  await page.getByLabel('Concepto', { exact: true }).fill('Alquiler {mes} {año}');
  await page.getByRole('combobox', { name: 'Nombre del pagador' }).fill('Carla Inquilina');
  await rellenarLinea(page, 1, 'Renta mensual', '1', '850');
  // A direct debit: issued on its date, without waiting for the payment to be confirmed, as it says.
  await expect(page.getByRole('radio', { name: 'Al confirmar el cobro' })).toBeChecked();
  await page.getByRole('radio', { name: 'Automático, en su fecha' }).check();
  await expect(page.getByTestId('que-hace-el-cobro')).toContainText('Solo para cobros seguros, como una domiciliación');
  // Sent by e-mail as issued: only with the payer's address.
  await page
    .getByRole('checkbox', { name: 'Enviar cada recibo al correo del pagador al emitirlo, con su PDF' })
    .check();
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Para enviar cada recibo por correo, escribe el correo del pagador.')).toBeVisible();
  expect(await documentos(`users/${usuario.uid}/planes`)).toEqual([]);
  await page.getByLabel('Correo del pagador (opcional)').fill(correoDeCarla);
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan guardado. El próximo recibo llevará fecha del 1 de enero de 2030.')).toBeVisible();
  await expect(page.getByTestId('proximo-recibo')).toHaveText('1 de enero de 2030');
  await expect(page.getByText('Aún no ha emitido ninguno')).toBeVisible();
  await expect(page.getByTestId('envio-del-plan')).toHaveText(`Cada recibo, al emitirse, a ${correoDeCarla}`);
  await expect(page.getByTestId('cobro-del-plan')).toContainText('Automático, en su fecha.');

  const suyos = async () => (await documentos(`users/${usuario.uid}/recibos`)).length;
  // Due in January and February: both, in date order, each with its month.
  await recurrentes('2029-12-31');
  expect(await suyos()).toBe(0);
  expect(await recurrentes('2030-02-15')).toMatch(
    /^Recibos periódicos del 2030-02-15: \d+ recibos? emitidos?, de \d+ (plan|planes) con fecha vencida\.$/m,
  );
  expect(await suyos()).toBe(2);
  await page.reload();
  await expect(page.getByTestId('proximo-recibo')).toHaveText('1 de marzo de 2030');
  const recibos = page.getByRole('table', { name: 'Recibos del plan' });
  await expect(recibos.getByRole('link')).toHaveText(['R-2030-0002', 'R-2030-0001']);
  // Each sent to Carla as issued, with its PDF.
  const asuntos = async () => (await correosA(correoDeCarla)).map((c) => c.subject).sort();
  expect(await asuntos()).toEqual([
    expect.stringMatching(/^Recibo R-2030-0001 /),
    expect.stringMatching(/^Recibo R-2030-0002 /),
  ]);
  // Run again: nothing twice (neither receipt nor e-mail).
  await recurrentes('2030-02-15');
  expect(await suyos()).toBe(2);
  expect(await asuntos()).toHaveLength(2);
  await recibos.getByRole('link', { name: 'R-2030-0001' }).click();
  await expect(page.getByTestId('del-plan')).toBeVisible();
  await expect(page.getByText('Alquiler enero 2030').first()).toBeVisible();
  await expect(page.getByTestId('recibo-inmueble')).toHaveText('Inmueble: Calle Mayor 1, 2.º B\n28013 Madrid');
  // Issued by the scheduled function's code, it verifies like any other.
  const delPlan = (await documentos(`users/${usuario.uid}/recibos`)).find((d) => d.fields.numero?.integerValue === '1');
  await verificaValido(page, String(delPlan?.fields.verificacion?.stringValue), 'R-2030-0001');
  await expect(page.getByRole('list', { name: 'Envíos de este recibo' }).getByRole('listitem')).toHaveText([
    new RegExp(`^Enviado el .*A ${correoDeCarla.replace(/[.]/g, '\\.')} · por el recibo periódico$`),
  ]);
  await page.getByRole('link', { name: 'recibo periódico' }).click();

  // Paused: March is not issued.
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByTestId('estado-del-plan')).toHaveText('Pausado');
  await expect(page.getByTestId('proximo-recibo')).toHaveText('Ninguno');
  await recurrentes('2030-03-15');
  expect(await suyos()).toBe(2);
  await page.getByRole('button', { name: 'Reanudar' }).click();
  await expect(page.getByTestId('estado-del-plan')).toHaveText('Activo');
  await expect(page.getByTestId('proximo-recibo')).toHaveText('1 de marzo de 2030');

  // A new rent from March: the receipts issued keep theirs.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Concepto', { exact: true })).toHaveValue('Alquiler {mes} {año}');
  // Only its dates changed, and leaving: asked first, as for the receipt's fields.
  await page.getByLabel('Último día (opcional)').fill('2031-12-31');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const dialogo = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByLabel('Último día (opcional)')).toHaveValue('2031-12-31');
  await page.getByLabel('Precio de la línea 1').fill('900');
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan guardado. El próximo recibo llevará fecha del 1 de marzo de 2030.')).toBeVisible();
  await recurrentes('2030-03-15');
  expect(await suyos()).toBe(3);
  await page.reload();
  await expect(recibos.getByRole('row')).toContainText([
    /R-2030-0003.*900,00/,
    /R-2030-0002.*850,00/,
    /R-2030-0001.*850,00/,
  ]);

  // Carla's address, saved in «Pagadores», is not the plan's: the plan says so, and takes it on
  // request (April went to the old address with no hint before).
  const planUrl = page.url();
  const correoNuevo = `carla-nuevo-${Date.now()}@ejemplo.es`;
  await page.goto('/recibos/pagadores/nuevo');
  await page.getByLabel('Nombre del pagador').fill('Carla Inquilina');
  await page.getByLabel('Correo electrónico (opcional)').fill(correoNuevo);
  await page.getByRole('button', { name: 'Añadir pagador' }).click();
  await expect(page.getByText('Carla Inquilina ya está en tus pagadores.')).toBeVisible();
  await page.goto(planUrl);
  const aviso = page.getByTestId('pagador-cambiado');
  await expect(aviso).toContainText(`Correo: en Pagadores, ${correoNuevo}; en el plan, ${correoDeCarla}.`);
  await aviso.getByRole('button', { name: 'Usar los datos de Pagadores' }).click();
  await expect(page.getByTestId('envio-del-plan')).toHaveText(`Cada recibo, al emitirse, a ${correoNuevo}`);
  await expect(aviso).toHaveCount(0);
  await recurrentes('2030-04-15');
  expect(await suyos()).toBe(4);
  expect((await correosA(correoNuevo)).map((c) => c.subject)).toEqual([expect.stringMatching(/^Recibo R-2030-0004 /)]);
  expect(await asuntos()).toHaveLength(3);

  // Months without a run: May is more than three months behind, so the plan pauses by itself. Its
  // owner is told by e-mail (why, and where to resume it), and the home page counts it.
  await recurrentes('2030-09-15');
  expect(await suyos()).toBe(4);
  const [avisoDePausa, ...otros] = await correosA(usuario.email);
  expect(otros).toEqual([]);
  expect(avisoDePausa?.subject).toBe('Recibo periódico en pausa: Alquiler mayo 2030');
  expect(avisoDePausa?.text).toContain('Por qué: El recibo del 1 de mayo de 2030 lleva más de tres meses pendiente');
  expect(avisoDePausa?.text).toContain(planUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.goto('/');
  await page.getByTestId('inicio-planes-en-pausa').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Recibos periódicos', level: 1 })).toBeVisible();
  await page.goto(planUrl);
  await expect(page.getByTestId('estado-del-plan')).toContainText('Pausado');

  // Ended: nothing more.
  await page.getByRole('button', { name: 'Terminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Terminar el plan' }).click();
  await expect(page.getByTestId('estado-del-plan')).toHaveText('Terminado');
  await recurrentes('2030-06-15');
  expect(await suyos()).toBe(4);
});

// A plan issued «He recibido de…» on its date whether or not the tenant had paid, and e-mailed it.
// Now a new plan waits: on its date a pending charge, counted on the home page; the receipt only
// once the payment is confirmed, dated that day, and then sent. Dated today (the machine's day in
// Spain), as a confirmation is: what is due today is made by the run for today.
test('a new plan waits for the payment: a pending charge on its date, the receipt when confirmed, another discarded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hoy = hoyEnEspana();
  const usuario = await crearUsuario('cobros', { verificado: true });
  const correoDeDiego = `diego-${Date.now()}@ejemplo.es`;
  // A charge of another plan, which was not paid: discarded.
  await sembrar([
    [
      `users/${usuario.uid}/cobros/PlanDeOtroPagador001-${hoy.slice(0, 7)}`,
      campos({
        plan: { id: 'PlanDeOtroPagador001', periodo: hoy.slice(0, 7) },
        fecha: hoy,
        entrada: {
          fecha: hoy,
          emisor: { nombre: 'Asociación Los Robles' },
          pagador: { nombre: 'Eva Morosa' },
          concepto: 'Cuota de Eva',
          lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 3000 }],
          moneda: 'EUR',
          metodoPago: 'transferencia',
          etiquetas: [],
          notas: '',
        },
        enviarPorCorreo: false,
        createdAt: new Date(),
      }),
    ],
  ]);
  await entrar(page, usuario, '/recibos/periodicos/nuevo');
  await page.getByLabel('Día del mes').fill(String(Number(hoy.slice(8, 10))));
  await page.getByLabel('Primer día posible').fill(hoy);
  await page.getByLabel('Concepto', { exact: true }).fill('Cuota {mes} {año}');
  await page.getByRole('combobox', { name: 'Nombre del pagador' }).fill('Diego Socio');
  await page.getByLabel('Correo del pagador (opcional)').fill(correoDeDiego);
  await rellenarLinea(page, 1, 'Cuota mensual', '1', '30');
  await expect(page.getByRole('radio', { name: 'Al confirmar el cobro' })).toBeChecked();
  await expect(page.getByTestId('que-hace-el-cobro')).toContainText('espera en «Cobros pendientes»');
  await page
    .getByRole('checkbox', { name: 'Enviar cada recibo al correo del pagador al emitirlo, con su PDF' })
    .check();
  await page.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByTestId('cobro-del-plan')).toContainText('Al confirmar el cobro');

  // Its date: a charge, no receipt, nothing sent.
  expect(await recurrentes(hoy)).toMatch(/cobros? pendientes? de confirmar/);
  expect(await documentos(`users/${usuario.uid}/recibos`)).toEqual([]);
  expect(await correosA(correoDeDiego)).toEqual([]);
  await page.goto('/');
  await expect(page.getByTestId('inicio-cobros-pendientes')).toHaveText(/^2/);
  await page.getByTestId('inicio-cobros-pendientes').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Cobros pendientes', level: 1 })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Cobros pendientes' });
  await expect(tabla.getByRole('row')).toHaveCount(3);

  // Eva did not pay: discarded, no receipt.
  await page.getByRole('button', { name: 'Descartar el cobro de Eva Morosa, Cuota de Eva' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(tabla.getByRole('row')).toHaveCount(2);

  // Diego paid: confirmed, issued today with the next number, and sent to him.
  const concepto = tabla.getByRole('row').nth(1).getByRole('cell').nth(2);
  const textoDelConcepto = (await concepto.textContent()) ?? '';
  expect(textoDelConcepto).toMatch(/^Cuota \S+ \d{4}$/);
  await page.getByRole('checkbox', { name: `Marcar el cobro de Diego Socio, ${textoDelConcepto}` }).check();
  await page.getByRole('button', { name: 'Confirmar el cobro marcado' }).click();
  const hecho = page.getByTestId('cobros-confirmados');
  await expect(hecho).toContainText(`emitido para Diego Socio, ${textoDelConcepto}; enviado a ${correoDeDiego}.`);
  await expect(page.getByText('No hay cobros pendientes.')).toBeVisible();
  const [recibo, ...otros] = await documentos(`users/${usuario.uid}/recibos`);
  expect(otros).toEqual([]);
  expect(recibo?.fields.fecha?.stringValue).toBe(hoy);
  expect((await correosA(correoDeDiego)).map((c) => c.subject)).toEqual([
    expect.stringMatching(/^Recibo R-\d{4}-0001 /),
  ]);
  // The run again: nothing more (the plan is on its next date).
  await recurrentes(hoy);
  expect(await documentos(`users/${usuario.uid}/cobros`)).toEqual([]);
  await hecho.getByRole('link').click();
  await expect(page.getByTestId('del-plan')).toBeVisible();
});
