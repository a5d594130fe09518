// The rules evaluate at most 1,000 expressions per document. The largest receipt the form allows
// (every text at its limit in characters outside the Basic Multilingual Plane, every optional
// field, the most lines and labels, each currency, shared) must pass every operation the app
// makes on it, through the app's own data modules, with MARGEN of the budget left free: each
// operation is tried with that much padding evaluated first in the rules of the documents it
// writes (tooling/reglas/presupuesto.fixture.ts). The test command runs it in a stage of its own;
// `pnpm bench:reglas` runs it against fresh emulators and also searches how much each leaves free
// and prints it (the figures in docs/seguridad.md).
import { createUserWithEmailAndPassword } from 'shared-firebase/auth';
import { doc, getDoc, sesionActual } from 'shared-firebase/firestore';
import { initEmulatorFirebase } from 'tooling/emulator-env';
import { type BLOQUES, cargarReglas, mayorQuePasa, PROYECTO_PRESUPUESTO, reglasConRelleno } from 'tooling/presupuesto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actualizarPlan, crearPlan, obtenerPlan } from '../periodicos/api/planes';
import { plantillaDeEntrada } from '../periodicos/formulario';
import type { PlanInput } from '../periodicos/types';
import { validarPlan } from '../periodicos/validacion';
import {
  actualizarRecibo,
  anularRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  marcarSalida,
  obtenerRecibo,
} from './api/recibos';
import { FIRMA_MAX, firmaValida } from './firma';
import { MONEDAS, type Moneda, type Recibo, type ReciboInput } from './types';
import { LIMITES, validarMotivo, validarRecibo } from './validacion';

/**
 * The share of the budget every operation must leave free: room for the fields still to come
 * (docs/seguridad.md, «El presupuesto de las reglas»).
 */
const MARGEN = 0.25;

// On the measure's own project (its rules are replaced over and over).
const { auth } = initEmulatorFirebase(PROYECTO_PRESUPUESTO);

/** `n` characters (code points, each two UTF-16 units) of mathematical bold words, `marca` last. */
function texto(n: number, marca: string): string {
  const palabras = Array.from('𝐀𝐥𝐪𝐮𝐢𝐥𝐞𝐫 𝐝𝐞 𝐧𝐨𝐯𝐢𝐞𝐦𝐛𝐫𝐞 𝐲 𝐠𝐚𝐬𝐭𝐨𝐬 '.repeat(n));
  return [...palabras.slice(0, n - 1), marca].join('');
}

/** The largest receipt the form accepts, in `moneda`; `marca` makes each one's texts differ. */
function peor(moneda: Moneda, marca: string): ReciboInput {
  const t = (campo: keyof typeof LIMITES) => texto(LIMITES[campo], marca);
  const input: ReciboInput = {
    fecha: '2026-02-28',
    emisor: { nombre: t('nombre'), documento: t('documento'), direccion: t('direccion'), contacto: t('contacto') },
    pagador: {
      nombre: t('nombre'),
      documento: t('documento'),
      email: `${'p'.repeat(LIMITES.email - '@ejemplo.es'.length - 1)}${marca === '𝐱' ? 'x' : 'y'}@ejemplo.es`,
      // The longest phone the form takes.
      telefono: `${marca === '𝐱' ? '+34 ' : '+56 '}${'6'.repeat(LIMITES.telefono - 5)}1`,
    },
    concepto: t('concepto'),
    // Whole pesos in CLP (the form refuses cents there), two decimals elsewhere.
    lineas: Array.from({ length: LIMITES.lineas }, () => ({
      descripcion: t('descripcion'),
      cantidad: moneda === 'CLP' ? 12 : 1234.56,
      precioUnitario: 12_345_00,
    })),
    moneda,
    metodoPago: 'transferencia',
    etiquetas: Array.from(
      { length: LIMITES.etiquetas },
      (_, i) => `Etiqueta${marca === '𝐱' ? 'X' : 'Y'}${String(i).padStart(11, '0')}`,
    ),
    notas: t('notas'),
    // A rent receipt over a span of two years, saying «He recibido de…», with the longest signature.
    alquiler: { inmueble: t('inmueble'), desde: '2026-02-28', hasta: '2027-12-31' },
    recibi: true,
  };
  input.emisor.firma = firmaMaxima();
  // What the form accepts, nothing more.
  expect(validarRecibo(input)).toEqual({});
  return input;
}

/** The longest signature a profile may hold: strokes of three-digit points up to FIRMA_MAX. */
function firmaMaxima(): string {
  const trazo = 'M300 100L299 100';
  const firma = trazo.repeat(Math.floor(FIRMA_MAX / trazo.length));
  expect(firmaValida(firma) && firma.length > FIRMA_MAX - trazo.length).toBe(true);
  return firma;
}

/** The longest reason for voiding the form accepts. */
function motivoMaximo(): string {
  const motivo = texto(LIMITES.motivo, '𝐳');
  expect(validarMotivo(motivo)).toBeNull();
  return motivo;
}

async function guardado(id: string): Promise<Recibo> {
  const recibo = await obtenerRecibo(id);
  if (!recibo) throw new Error(`falta el recibo ${id}`);
  return recibo;
}

const creado = (moneda: Moneda = 'EUR') => crearRecibo(peor(moneda, '𝐱'));
const compartido = async (moneda: Moneda = 'EUR') => {
  const recibo = await creado(moneda);
  await compartirRecibo(recibo, 30);
  return guardado(recibo.id);
};

/** The largest recurring plan the form accepts: the largest receipt as its template. */
function peorPlan(marca: string): PlanInput {
  const { emisor, ...resto } = peor('EUR', marca);
  const { firma: _firma, ...sinFirma } = emisor;
  const plan: PlanInput = {
    frecuencia: 'trimestral',
    dia: 31,
    inicio: '2026-02-28',
    fin: '2099-12-31',
    plantilla: plantillaDeEntrada({ ...resto, emisor: sinFirma }),
  };
  expect(validarPlan(plan)).toEqual({});
  return plan;
}

let planId = '';

interface Operacion {
  nombre: string;
  bloques: Array<keyof typeof BLOQUES>;
  preparar: () => Promise<Recibo | null>;
  hacer: (recibo: Recibo | null) => Promise<unknown>;
}

const esta = (recibo: Recibo | null) => {
  if (!recibo) throw new Error('la operación necesita un recibo');
  return recibo;
};

const OPERACIONES: Operacion[] = [
  ...MONEDAS.map(
    (moneda): Operacion => ({
      nombre: `emitir en ${moneda}`,
      bloques: ['recibos', 'contador'],
      preparar: async () => null,
      hacer: () => crearRecibo(peor(moneda, '𝐱')),
    }),
  ),
  {
    nombre: 'editar cada campo',
    bloques: ['recibos', 'ediciones'],
    preparar: () => creado('CLP'),
    hacer: (r) => actualizarRecibo(esta(r), peor('CLP', '𝐲')),
  },
  {
    // A receipt ever shared is not edited: its correction replaces it (docs/decisiones/017).
    nombre: 'corregir uno compartido',
    bloques: ['recibos', 'publicos', 'contador'],
    preparar: () => compartido('CLP'),
    hacer: (r) => crearRecibo(peor('CLP', '𝐲'), undefined, esta(r)),
  },
  {
    nombre: 'anular uno compartido',
    bloques: ['recibos', 'publicos'],
    preparar: () => compartido('CLP'),
    hacer: (r) => anularRecibo(esta(r), motivoMaximo()),
  },
  {
    nombre: 'compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => creado('CLP'),
    hacer: (r) => compartirRecibo(esta(r), 30),
  },
  {
    nombre: 'volver a compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => compartido('CLP'),
    hacer: (r) => compartirRecibo(esta(r), null),
  },
  {
    nombre: 'guardar un recibo periódico',
    bloques: ['planes', 'revisiones'],
    preparar: async () => null,
    hacer: () => crearPlan(peorPlan('𝐱'), '2026-02-28'),
  },
  {
    nombre: 'cambiar un recibo periódico',
    bloques: ['planes', 'revisiones'],
    preparar: async () => {
      planId = await crearPlan(peorPlan('𝐱'), '2026-02-28');
      return null;
    },
    hacer: async () => {
      const plan = await obtenerPlan(planId);
      if (!plan) throw new Error('falta el plan');
      await actualizarPlan(plan, peorPlan('𝐲'), '2026-03-01');
    },
  },
  {
    nombre: 'descargar o imprimir (marca de salida)',
    bloques: ['recibos'],
    // As the receipt's page has it: read back (the mark checks it has not changed since).
    preparar: async () => guardado((await creado('CLP')).id),
    hacer: (r) => marcarSalida(esta(r), 'impresion'),
  },
  {
    nombre: 'dejar de compartir',
    bloques: ['recibos', 'publicos'],
    preparar: () => compartido('CLP'),
    hacer: (r) => dejarDeCompartir(esta(r)),
  },
];

/**
 * Whether `op` passes with `n` padding terms evaluated first in `bloques` (by default its own),
 * prepared under the rules as written.
 */
async function pasaCon(op: Operacion, n: number, bloques = op.bloques): Promise<boolean> {
  await cargarReglas();
  const recibo = await op.preparar();
  await cargarReglas(reglasConRelleno(n, bloques));
  return op.hacer(recibo).then(
    () => true,
    () => false,
  );
}

/** Padding terms that fill the whole budget of an empty rule: 1,000 expressions. */
let terminosPorMil = 0;
const terminos = (parte: number) => Math.ceil(parte * terminosPorMil);

beforeAll(async () => {
  await cargarReglas();
  await createUserWithEmailAndPassword(auth, `presupuesto-${Date.now()}@recibos.test`, 'secreta123');
  const { db } = sesionActual();
  const lee = async (n: number) => {
    await cargarReglas(reglasConRelleno(n, [], true));
    return getDoc(doc(db, 'calibracion/x')).then(
      () => true,
      () => false,
    );
  };
  expect(await lee(1)).toBe(true);
  terminosPorMil = await mayorQuePasa(lee, 1, 400);
  expect(await lee(terminosPorMil + 1)).toBe(false);
  // About ten rule loads, each compiled by the emulator.
}, 120_000);
afterAll(() => cargarReglas());

describe(`the largest receipt leaves at least ${MARGEN * 100} % of the rules' budget free`, () => {
  // Each try prepares the receipt and loads the rules twice; the search makes about ten tries.
  it.each(OPERACIONES.map((op) => [op.nombre, op] as const))('%s', { timeout: 300_000 }, async (_nombre, op) => {
    expect(await pasaCon(op, terminos(MARGEN)), `${op.nombre} con ${MARGEN * 100} % de relleno`).toBe(true);
    if (process.env.PRESUPUESTO_DETALLE) {
      expect(await pasaCon(op, terminosPorMil)).toBe(false);
      const libres = await mayorQuePasa((n) => pasaCon(op, n), terminos(MARGEN), terminosPorMil);
      console.log(`${op.nombre}: ${Math.floor((libres * 1000) / terminosPorMil)} de 1.000 expresiones libres`);
    }
  });

  // The padding is where the operations are evaluated: the whole budget of it, in any one of the
  // blocks they write alone, refuses them.
  it.each([
    ['emitir en EUR', 'recibos'],
    ['emitir en EUR', 'contador'],
    ['editar cada campo', 'ediciones'],
    ['compartir', 'publicos'],
    ['guardar un recibo periódico', 'planes'],
    ['guardar un recibo periódico', 'revisiones'],
  ] as const)('the padding reaches the rules: %s, in %s', { timeout: 120_000 }, async (nombre, bloque) => {
    const op = OPERACIONES.find((o) => o.nombre === nombre);
    if (!op) throw new Error(`falta la operación ${nombre}`);
    expect(await pasaCon(op, terminosPorMil, [bloque])).toBe(false);
  });
});
