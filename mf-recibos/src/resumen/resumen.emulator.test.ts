// The year's summary against the list: on a seeded year with voids, a correction, three
// currencies, rent for three properties and labels, every figure the page shows equals what the
// list (the same data layer, the same filters) finds and adds up for it.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { initEmulatorFirebase } from 'tooling/emulator-env';
import { beforeAll, expect, it } from 'vitest';
import {
  anularRecibo,
  crearRecibo,
  type FiltrosRecibos,
  marcarSalida,
  obtenerRecibo,
  todosLosRecibos,
  totalesRecibos,
} from '../recibos/api/recibos';
import { MONEDAS, type Moneda, type Recibo, type ReciboInput } from '../recibos/types';
import { filtrosDelAnio, type ResumenDelAnio, resumenDelAnio } from './resumen';

const { auth } = initEmulatorFirebase();
const [CASA, LOCAL] = ['EtiquetaResumenCasa1', 'EtiquetaResumenLocal'];
const INMUEBLES = [
  'Calle Mayor 1, 2º A\n28013 Madrid',
  'Av. del Puerto 8\n46011 Valencia',
  'Rúa Nova 3\n15705 Santiago',
];

const entrada = (fecha: string, euros: number, cambios: Partial<ReciboInput> = {}): ReciboInput => ({
  fecha,
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Inquilina' },
  concepto: 'Pago',
  lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: euros * 100 }],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: [],
  notas: '',
  ...cambios,
});

const alquiler = (i: number, mes: number, euros: number): ReciboInput => {
  const m = String(mes).padStart(2, '0');
  return entrada(`2026-${m}-01`, euros, {
    alquiler: { inmueble: INMUEBLES[i] as string, desde: `2026-${m}-01`, hasta: `2026-${m}-28` },
    pagador: { nombre: `Inquilino ${i + 1}`, documento: `1234567${i}X` },
    etiquetas: [CASA],
  });
};

let resumen: ResumenDelAnio;

/** A receipt as stored now (its server time is what a change is checked against). */
const leido = async (recibo: Recibo) => (await obtenerRecibo(recibo.id)) as Recibo;

beforeAll(async () => {
  await createUserWithEmailAndPassword(auth, `resumen-${Date.now()}@recibos.test`, 'secreta123');
  // Rent: three properties, the first for three months, the others for two.
  for (const [i, mes, euros] of [
    [0, 1, 700],
    [0, 2, 700],
    [0, 3, 720],
    [1, 1, 500],
    [1, 2, 500],
    [2, 5, 400],
    [2, 6, 400],
  ] as const)
    await crearRecibo(alquiler(i, mes, euros));
  // Two more currencies, one receipt with both labels, one with none.
  await crearRecibo(entrada('2026-04-10', 30, { moneda: 'USD', etiquetas: [CASA, LOCAL] }));
  await crearRecibo(
    entrada('2026-04-11', 15000, { moneda: 'CLP', pagador: { nombre: 'Pía', documento: '12.345.678-5' } }),
  );
  await crearRecibo(entrada('2026-07-01', 99, { etiquetas: [LOCAL] }));
  // Voided: out of every figure.
  const duplicado = await crearRecibo(entrada('2026-08-01', 5000, { etiquetas: [LOCAL] }));
  await anularRecibo(await leido(duplicado), 'Duplicado');
  // Corrected: the receipt that replaced counts, once.
  const equivocado = await crearRecibo(alquiler(1, 3, 550));
  await marcarSalida(await leido(equivocado), 'pdf');
  await crearRecibo(alquiler(1, 3, 500), undefined, await leido(equivocado));
  // Other years.
  await crearRecibo(entrada('2025-12-31', 1000));
  await crearRecibo(entrada('2027-01-01', 1000));
  resumen = resumenDelAnio(2026, await todosLosRecibos(filtrosDelAnio(2026)));
});

/** What the list shows for `filtros`: its receipts, and their count and amounts per currency. */
async function enLaLista(filtros: FiltrosRecibos) {
  const recibos = await todosLosRecibos(filtros);
  const suma = new Map<Moneda, number>();
  for (const r of recibos) suma.set(r.moneda, (suma.get(r.moneda) ?? 0) + r.total);
  return {
    recibos,
    cifras: {
      recibos: recibos.length,
      importes: MONEDAS.filter((m) => suma.has(m)).map((moneda) => ({ moneda, centimos: suma.get(moneda) })),
    },
  };
}

const emitidos = (filtros: FiltrosRecibos): FiltrosRecibos => ({
  ...filtrosDelAnio(2026),
  ...filtros,
  estado: 'emitido',
});

it('the year: the list of its issued receipts, its aggregations and the summary agree; voids apart', async () => {
  const lista = await enLaLista(emitidos({}));
  expect(resumen.emitidos).toEqual(lista.cifras);
  expect(await totalesRecibos(emitidos({}))).toEqual(lista.cifras);
  expect(resumen.emitidos).toEqual({
    recibos: 11,
    importes: [
      { moneda: 'EUR', centimos: (700 + 700 + 720 + 500 + 500 + 500 + 400 + 400 + 99) * 100 },
      { moneda: 'USD', centimos: 3000 },
      { moneda: 'CLP', centimos: 1500000 },
    ],
  });
  const anulados = await totalesRecibos({ ...filtrosDelAnio(2026), estado: 'anulado' });
  expect([resumen.anulados, resumen.sustituidos]).toEqual([anulados.recibos, 1]);
  expect(resumen.anulados).toBe(2);
});

it('each month equals the list filtered to that month', async () => {
  for (const [i, mes] of resumen.porMes.entries()) {
    const m = String(i + 1).padStart(2, '0');
    const ultimo = new Date(Date.UTC(2026, i + 1, 0)).getUTCDate();
    const lista = await enLaLista(emitidos({ desde: `2026-${m}-01`, hasta: `2026-${m}-${ultimo}` }));
    expect(mes, `mes ${m}`).toEqual(lista.cifras);
  }
  expect(resumen.porMes.map((m) => m.recibos)).toEqual([2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0]);
});

it('each label equals the list filtered by it', async () => {
  for (const etiqueta of [CASA, LOCAL]) {
    const grupo = resumen.porEtiqueta.find((g) => g.clave === etiqueta);
    const { recibos, importes } = grupo ?? { recibos: 0, importes: [] };
    expect({ recibos, importes }, etiqueta).toEqual((await enLaLista(emitidos({ etiqueta }))).cifras);
  }
  expect(resumen.sinEtiqueta.recibos).toBe(1);
});

it('each property and each payer equal the sums of the listed receipts they name', async () => {
  const { recibos } = await enLaLista(emitidos({}));
  expect(resumen.porInmueble.map((g) => [g.nombre, g.recibos, g.importes])).toEqual([
    ['Av. del Puerto 8, 46011 Valencia', 3, [{ moneda: 'EUR', centimos: 150000 }]],
    ['Calle Mayor 1, 2º A, 28013 Madrid', 3, [{ moneda: 'EUR', centimos: 212000 }]],
    ['Rúa Nova 3, 15705 Santiago', 2, [{ moneda: 'EUR', centimos: 80000 }]],
  ]);
  for (const grupo of resumen.porInmueble) {
    const suyos = recibos.filter((r) => r.alquiler?.inmueble.split('\n').join(', ') === grupo.nombre);
    expect(grupo.recibos).toBe(suyos.length);
    expect(grupo.importes[0]?.centimos).toBe(suyos.reduce((s, r) => s + r.total, 0));
  }
  expect(resumen.porPagador.reduce((s, g) => s + g.recibos, 0)).toBe(recibos.length);
  expect(resumen.porPagador.find((g) => g.nombre === 'Pía')?.importes).toEqual([{ moneda: 'CLP', centimos: 1500000 }]);
});
