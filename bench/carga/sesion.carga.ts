// One simulated browser session of `node scripts/carga.mjs`: the app's own data modules (the
// Firebase singleton is one per page, so the orchestrator runs one process per session) signed
// in as CARGA_EMAIL until CARGA_FIN, then writes what it did to CARGA_SALIDA for the final checks.
//   CARGA_PAPEL=trabajo  a mix of label, colour and receipt operations plus reads of another
//                        user's labels (CARGA_AJENO), which the rules must refuse;
//   CARGA_PAPEL=carrera  edits colour k of the shared schedule at the same instant as the other
//                        "carrera" session of the same user (slots of CARGA_PASO ms from CARGA_EPOCA);
//   CARGA_PAPEL=borrado  CARGA_RONDAS rounds in which one session (CARGA_LADO=borra) deletes
//                        colour k while the others (escribe-n) save a label on it at that instant.
import { writeFileSync } from 'node:fs';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, getDb, getDocs } from 'shared-firebase/firestore';
import { expect, it } from 'vitest';
import {
  actualizarColor,
  COLOR_NO_ENCONTRADO,
  crearColor,
  eliminarColor,
} from '../../mf-etiquetas/src/etiquetas/api/colores';
import { crearEtiqueta } from '../../mf-etiquetas/src/etiquetas/api/etiquetas';
import { crearRecibo } from '../../mf-recibos/src/recibos/api/recibos';
import type { ReciboInput } from '../../mf-recibos/src/recibos/types';
import { initEmulatorFirebase } from '../../tooling/emulator-env';

const env = (nombre: string) => {
  const valor = process.env[nombre];
  if (!valor) throw new Error(`falta ${nombre}`);
  return valor;
};
const PAPEL = env('CARGA_PAPEL');
const FIN = Number(env('CARGA_FIN'));

const hex = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

const RECIBO: ReciboInput = {
  fecha: '2026-11-22',
  emisor: { nombre: 'Carga' },
  pagador: { nombre: 'Cliente' },
  concepto: 'Prueba de carga',
  lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 100 }],
  moneda: 'EUR',
  metodoPago: 'otro',
  etiquetas: [],
  notas: '',
};

const resultado = {
  papel: PAPEL,
  ops: 0,
  segundos: 0,
  errores: [] as string[],
  esperados: 0,
  carrerasPerdidas: 0,
  rondas: 0,
  etiquetas: [] as string[],
  recibos: 0,
  lecturasAjenasDenegadas: 0,
  lecturasAjenasPermitidas: 0,
};

const esperado = (error: unknown) => error instanceof Error && error.message === COLOR_NO_ENCONTRADO;
const codigo = (error: unknown) => String((error as { code?: string }).code ?? (error as Error).message ?? error);
const anotar = (operacion: string, error: unknown) => {
  if (esperado(error)) resultado.esperados++;
  else resultado.errores.push(`${operacion}: ${codigo(error)}`);
};

async function trabajar() {
  const colores: string[] = [];
  let n = 0;
  while (Date.now() < FIN) {
    const op = Math.random();
    let operacion = 'crear color';
    try {
      if (op < 0.25 || colores.length === 0) colores.push((await crearColor({ background: hex(), text: hex() })).id);
      else if (op < 0.5) {
        operacion = 'crear etiqueta';
        resultado.etiquetas.push((await crearEtiqueta({ nombre: `Etiqueta ${n++}`, color: colores[0] as string })).id);
      } else if (op < 0.65) {
        operacion = 'editar color';
        const id = colores.shift() as string;
        colores.push((await actualizarColor(id, { background: hex(), text: hex() })).color.id);
      } else if (op < 0.72 && colores.length > 1) {
        operacion = 'eliminar color';
        await eliminarColor(colores.shift() as string);
      } else if (op < 0.92) {
        operacion = 'crear recibo';
        await crearRecibo(RECIBO);
        resultado.recibos++;
      } else {
        operacion = 'leer etiquetas ajenas';
        try {
          await getDocs(
            collection(getDb() as NonNullable<ReturnType<typeof getDb>>, 'users', env('CARGA_AJENO'), 'etiquetas'),
          );
          resultado.lecturasAjenasPermitidas++;
        } catch (error) {
          // Only the rules' refusal counts as denied; anything else (network, emulator) is an error.
          if ((error as { code?: string }).code !== 'permission-denied') throw error;
          resultado.lecturasAjenasDenegadas++;
        }
      }
      resultado.ops++;
    } catch (error) {
      anotar(operacion, error);
    }
  }
}

/** Slot k: both race sessions create colour k (idempotent), label it, then edit it at once. */
async function carrera() {
  const epoca = Number(env('CARGA_EPOCA'));
  const paso = Number(env('CARGA_PASO'));
  const yo = env('CARGA_LADO');
  for (let k = Math.ceil((Date.now() - epoca) / paso) + 1; epoca + k * paso < FIN; k++) {
    await new Promise((r) => setTimeout(r, Math.max(0, epoca + k * paso - Date.now())));
    let operacion = 'crear color';
    try {
      const { id } = await crearColor({ background: `#${k.toString(16).padStart(6, '0')}`, text: '#ffffff' });
      // A label on the contested colour: whichever edit wins, it must end on a colour that exists.
      operacion = 'crear etiqueta';
      resultado.etiquetas.push((await crearEtiqueta({ nombre: `Carrera ${k} ${yo}`, color: id })).id);
      operacion = 'editar color';
      await actualizarColor(id, { background: hex(), text: hex() });
      resultado.ops++;
    } catch (error) {
      // The other session moved the colour first: this write names a colour that is gone (or
      // would overwrite one just created and moved on), and the rules refuse it, nothing half-done.
      if (codigo(error) === 'permission-denied') resultado.carrerasPerdidas++;
      else anotar(operacion, error);
    }
    resultado.rondas++;
  }
}

/** Round k: colour k exists; at the slot, one session deletes it while the others label it. */
async function borrado() {
  const epoca = Number(env('CARGA_EPOCA'));
  const paso = Number(env('CARGA_PASO'));
  const yo = env('CARGA_LADO');
  for (let k = 1; k <= Number(env('CARGA_RONDAS')); k++) {
    const valores = { background: `#${(0xb00000 + k).toString(16)}`, text: '#000000' };
    // Everyone makes sure colour k exists (idempotent) before its slot.
    const { id } = await crearColor(valores).catch(() => ({ id: '' }));
    await new Promise((r) => setTimeout(r, Math.max(0, epoca + k * paso - Date.now())));
    if (!id) continue;
    try {
      if (yo === 'borra') await eliminarColor(id);
      else resultado.etiquetas.push((await crearEtiqueta({ nombre: `Borrado ${k} ${yo}`, color: id })).id);
      resultado.ops++;
    } catch (error) {
      // The colour was already gone: the rules refuse a label on it, nothing is written.
      if (codigo(error) === 'permission-denied' || codigo(error) === 'not-found') resultado.carrerasPerdidas++;
      else anotar(yo === 'borra' ? 'eliminar color' : 'crear etiqueta', error);
    }
    resultado.rondas++;
  }
}

it(`sesión de carga (${PAPEL})`, { timeout: Math.max(0, FIN - Date.now()) + 60_000 }, async () => {
  const { auth } = initEmulatorFirebase();
  await signInWithEmailAndPassword(auth, env('CARGA_EMAIL'), 'secreta123');
  const inicio = Date.now();
  await (PAPEL === 'carrera' ? carrera() : PAPEL === 'borrado' ? borrado() : trabajar());
  resultado.segundos = (Date.now() - inicio) / 1000;
  writeFileSync(env('CARGA_SALIDA'), JSON.stringify(resultado));
  expect(resultado.ops).toBeGreaterThan(0);
});
