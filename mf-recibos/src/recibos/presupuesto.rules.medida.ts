// The rules evaluate at most 1,000 expressions per document. The largest receipt the form allows
// (every text at its limit in characters outside the Basic Multilingual Plane, every optional
// field, the most lines and labels, each currency, shared) must pass every operation the app
// makes on it, through the app's own data modules, with MARGEN of the budget left free: each
// operation is tried with that much padding evaluated first in the rules of the documents it
// writes (tooling/reglas/presupuesto.fixture.ts). The test command runs it in a stage of its own;
// `pnpm bench:reglas` runs it against fresh emulators and also searches how much each leaves free
// and prints it (the figures in docs/seguridad.md). The writes of a person with «Emisión» in
// someone else's book are measured as that person (they name them, and the verification the book).
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'shared-firebase/auth';
import { doc, getDoc, sesionActual } from 'shared-firebase/firestore';
import { elegirLibro } from 'shared-firebase/libro';
import { initEmulatorFirebase, verificarCorreo } from 'tooling/emulator-env';
import { cargarReglas, mayorQuePasa, PROYECTO_PRESUPUESTO, reglasConRelleno } from 'tooling/presupuesto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accesoSinReglas } from '../libro/acceso.fixture';
import { OPERACIONES, OPERACIONES_DE_EMISION, type Operacion } from './presupuesto/operaciones';

/**
 * The share of the budget every operation must leave free: room for the fields still to come
 * (docs/seguridad.md, «El presupuesto de las reglas»).
 */
const MARGEN = 0.25;

// On the measure's own project (its rules are replaced over and over).
const { auth } = initEmulatorFirebase(PROYECTO_PRESUPUESTO);

/** The book's owner, and a person with «Emisión» in it. */
const CLAVE = 'secreta123';
const marca = Date.now();
const DUENA = { uid: '', email: `presupuesto-${marca}@recibos.test` };
const EMISION = { uid: '', email: `presupuesto-emision-${marca}@recibos.test` };
const DE_EMISION = new Set(OPERACIONES_DE_EMISION);

/** `hacer` as the person with «Emisión», in the owner's book; then the owner again. */
async function comoEmision<T>(hacer: () => Promise<T>): Promise<T> {
  await signInWithEmailAndPassword(auth, EMISION.email, CLAVE);
  elegirLibro(EMISION.uid, DUENA.uid);
  try {
    return await hacer();
  } finally {
    await signInWithEmailAndPassword(auth, DUENA.email, CLAVE);
  }
}

/**
 * Whether `op` passes with `n` padding terms evaluated first in `bloques` (by default its own),
 * prepared under the rules as written.
 */
async function pasaCon(op: Operacion, n: number, bloques = op.bloques): Promise<boolean> {
  let recibo = null;
  // Each load is a compile (a second or two): an operation that needs nothing prepared keeps the
  // padded rules the one before it loaded, when they are the same (the seven currencies' issuing).
  if (op.preparar) {
    await cargarReglas();
    recibo = await op.preparar();
  }
  await cargarReglas(reglasConRelleno(n, bloques));
  const hacer = () =>
    op.hacer(recibo).then(
      () => true,
      () => false,
    );
  return DE_EMISION.has(op) ? comoEmision(hacer) : hacer();
}

/** Padding terms that fill the whole budget of an empty rule: 1,000 expressions. */
let terminosPorMil = 0;
const terminos = (parte: number) => Math.ceil(parte * terminosPorMil);

beforeAll(async () => {
  await cargarReglas();
  EMISION.uid = (await createUserWithEmailAndPassword(auth, EMISION.email, CLAVE)).user.uid;
  // Their writes name them by their address, verified (firestore.rules, firmadoEnElLibro).
  await verificarCorreo(auth);
  DUENA.uid = (await createUserWithEmailAndPassword(auth, DUENA.email, CLAVE)).user.uid;
  await accesoSinReglas(DUENA.uid, EMISION, 'emision', PROYECTO_PRESUPUESTO);
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
  it.each([...OPERACIONES, ...OPERACIONES_DE_EMISION].map((op) => [op.nombre, op] as const))(
    '%s',
    { timeout: 300_000 },
    async (_nombre, op) => {
      expect(await pasaCon(op, terminos(MARGEN)), `${op.nombre} con ${MARGEN * 100} % de relleno`).toBe(true);
      if (process.env.PRESUPUESTO_DETALLE) {
        expect(await pasaCon(op, terminosPorMil)).toBe(false);
        const libres = await mayorQuePasa((n) => pasaCon(op, n), terminos(MARGEN), terminosPorMil);
        console.log(`${op.nombre}: ${Math.floor((libres * 1000) / terminosPorMil)} de 1.000 expresiones libres`);
      }
    },
  );

  // The padding is where the operations are evaluated: the whole budget of it, in any one of the
  // blocks they write alone, refuses them.
  it.each([
    ['emitir en EUR', 'recibos'],
    ['emitir en EUR', 'contador'],
    ['emitir en CLP (Emisión)', 'recibos'],
    ['editar cada campo', 'ediciones'],
    ['compartir', 'publicos'],
    ['guardar un recibo periódico', 'planes'],
    ['guardar un recibo periódico', 'revisiones'],
    ['guardar un pagador', 'pagadores'],
    ['guardar un pagador', 'cupo'],
  ] as const)('the padding reaches the rules: %s, in %s', { timeout: 120_000 }, async (nombre, bloque) => {
    const op = [...OPERACIONES, ...OPERACIONES_DE_EMISION].find((o) => o.nombre === nombre);
    if (!op) throw new Error(`falta la operación ${nombre}`);
    expect(await pasaCon(op, terminosPorMil, [bloque])).toBe(false);
  });
});
