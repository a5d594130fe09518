// Every filter combination of /recibos and Inicio, through the app's data layer, so the index
// coverage check (scripts/indices.mjs) sees every query shape the page can send. The results
// are checked too: each combination answers, and the counts agree with the listed receipts.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { initEmulatorFirebase } from 'tooling/emulator-env';
import { beforeAll, expect, it } from 'vitest';
import { MONEDAS, type Recibo, type ReciboInput } from '../types';
import {
  crearRecibo,
  type FiltrosRecibos,
  filtrosDelMes,
  listarRecibos,
  todosLosRecibos,
  totalesRecibos,
  ultimosRecibos,
} from './recibos';

const { auth } = initEmulatorFirebase();
const ETIQUETA = 'EtiquetaConsultas001';

const entrada = (concepto: string, fecha: string, moneda: ReciboInput['moneda'] = 'EUR'): ReciboInput => ({
  fecha,
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto Alquiler' },
  concepto,
  lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 1000 }],
  moneda,
  metodoPago: 'otro',
  etiquetas: [ETIQUETA],
  notas: '',
});

beforeAll(async () => {
  await createUserWithEmailAndPassword(auth, `consultas-${Date.now()}@recibos.test`, 'secreta123');
  await crearRecibo(entrada('Alquiler de marzo', '2026-03-05'));
  await crearRecibo(entrada('Clases', '2026-06-01'));
  // A receipt in another currency counts, and has its own amount.
  await crearRecibo(entrada('Alquiler en dólares', '2026-04-10', 'USD'));
});

/** The amounts per currency of the issued receipts in a list, as totalesRecibos should give them. */
function importesDe(recibos: Recibo[]) {
  const porMoneda = new Map<string, number>();
  for (const r of recibos)
    if (r.estado === 'emitido') porMoneda.set(r.moneda, (porMoneda.get(r.moneda) ?? 0) + r.total);
  return MONEDAS.filter((m) => porMoneda.has(m)).map((moneda) => ({ moneda, centimos: porMoneda.get(moneda) }));
}

const combinaciones: FiltrosRecibos[] = [];
for (const estado of [undefined, 'emitido', 'anulado'] as const)
  for (const texto of [undefined, 'alquiler', 'R-2026-0002', '1'])
    for (const etiqueta of [undefined, ETIQUETA])
      for (const desde of [undefined, '2026-01-01'])
        for (const hasta of [undefined, '2026-12-31']) combinaciones.push({ estado, texto, etiqueta, desde, hasta });

it(`all ${combinaciones.length} filter combinations of /recibos answer, lists and totals agreeing`, async () => {
  for (const filtros of combinaciones) {
    const [pagina, todos, totales] = await Promise.all([
      listarRecibos(filtros, null),
      todosLosRecibos(filtros),
      totalesRecibos(filtros),
    ]);
    expect(pagina.recibos).toEqual(todos);
    // With search and label together the label is filtered per page (docs/decisiones/010-busqueda-por-prefijos.md).
    if (!(filtros.texto && filtros.etiqueta)) {
      expect(totales.recibos).toBe(todos.length);
      expect(totales.importes).toEqual(importesDe(todos));
    }
  }
  expect((await totalesRecibos({})).importes).toEqual([
    { moneda: 'EUR', centimos: 2000 },
    { moneda: 'USD', centimos: 1000 },
  ]);
  // Newest date first (numbers run per year, so they alone do not order).
  expect((await ultimosRecibos(5)).map((r) => r.numero)).toEqual([2, 3, 1]);
  // By number, as shown or as typed: the one receipt, with its own totals.
  for (const texto of ['R-2026-0002', '2026-0002', '0002', '2']) {
    expect((await listarRecibos({ texto }, null)).recibos.map((r) => r.concepto)).toEqual(['Clases']);
    expect(await totalesRecibos({ texto })).toEqual({ recibos: 1, importes: [{ moneda: 'EUR', centimos: 1000 }] });
  }
  expect((await listarRecibos({ texto: 'R-2025-0002' }, null)).recibos).toEqual([]);
  expect((await listarRecibos({ texto: '2', hasta: '2026-05-31' }, null)).recibos).toEqual([]);
  // Inicio's month: June has one receipt; April's count leaves out June's (a later month).
  expect((await totalesRecibos(filtrosDelMes(new Date('2026-06-15')))).recibos).toBe(1);
  expect(await totalesRecibos(filtrosDelMes(new Date('2026-04-30T12:00')))).toEqual({
    recibos: 1,
    importes: [{ moneda: 'USD', centimos: 1000 }],
  });
});
