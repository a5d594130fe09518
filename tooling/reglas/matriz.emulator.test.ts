// The rules matrix: every collection in firestore.rules × actor × operation × valid/malformed,
// each with the outcome the design intends. Prints the number of cases and the emulator's rule
// coverage. Any allow the design does not intend fails the suite.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';

type Actor = 'propietaria' | 'otra' | 'anonima' | 'admin' | 'propietariaAdmin';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
type Variante = 'valido' | 'malformado';

const ACTORES: Actor[] = ['propietaria', 'otra', 'anonima', 'admin', 'propietariaAdmin'];
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

const reglas = usarReglas();

const db = (actor: Actor): Firestore => {
  switch (actor) {
    case 'propietaria':
      return reglas.como('ana', { email: 'ana@x.es' }) as unknown as Firestore;
    case 'propietariaAdmin':
      return reglas.como('ana', { email: 'ana@x.es', admin: true }) as unknown as Firestore;
    case 'otra':
      return reglas.como('beto', { email: 'beto@x.es' }) as unknown as Firestore;
    case 'admin':
      return reglas.como('jefa', { email: 'jefa@x.es', admin: true }) as unknown as Firestore;
    default:
      return reglas.como(null) as unknown as Firestore;
  }
};

const T0 = Timestamp.fromDate(new Date('2026-01-01'));
const ahora = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
const TOKEN = 'T'.repeat(32);
const linea = { descripcion: 'x', cantidad: 1, precioUnitario: 100 };
const recibo = (numero: number) => ({
  numero,
  fecha: '2026-01-01',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'c',
  lineas: [linea],
  total: 100,
  moneda: 'EUR',
  metodoPago: 'otro',
  estado: 'emitido',
  etiquetas: [],
  notas: '',
  busqueda: [],
  compartido: null,
});
const snapshot = {
  numero: 'R-2026-0001',
  fecha: '2026-01-01',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'c',
  lineas: [linea],
  total: 100,
  moneda: 'EUR',
  metodoPago: 'otro',
  estado: 'emitido',
};

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const d = c.firestore();
    await setDoc(doc(d, 'users/ana/colores/custom-000000ffffff'), {
      background: '#000000',
      text: '#ffffff',
      createdAt: T0,
      updatedAt: T0,
    });
    await setDoc(doc(d, 'users/ana/etiquetas/e1'), {
      nombre: 'A',
      color: 'bg-red-100 text-red-800',
      createdAt: T0,
      updatedAt: T0,
    });
    await setDoc(doc(d, 'users/ana/contadores/recibos'), { recibos: 1 });
    await setDoc(doc(d, 'users/ana/recibos/r1'), { ...recibo(1), createdAt: T0, updatedAt: T0 });
    await setDoc(doc(d, `recibosPublicos/${TOKEN}`), {
      ownerUid: 'ana',
      reciboId: 'r1',
      snapshot,
      createdAt: T0,
      expiresAt: null,
      revocado: false,
    });
    await setDoc(doc(d, 'auditoriaAdmin/a1'), {
      adminUid: 'jefa',
      adminEmail: 'jefa@x.es',
      accion: 'revocar',
      token: TOKEN,
      detalle: 'x',
      createdAt: T0,
    });
  });
});

interface Coleccion {
  nombre: string;
  /** Which actors the design lets do each valid operation. */
  permitido: Record<Op, Actor[]>;
  hacer: (d: Firestore, op: Op, variante: Variante, actor: Actor) => Promise<unknown>;
}

const DUENA: Actor[] = ['propietaria', 'propietariaAdmin'];
const ADMINS: Actor[] = ['admin', 'propietariaAdmin'];

const COLECCIONES: Coleccion[] = [
  {
    nombre: 'users/{uid}/etiquetas',
    permitido: { get: DUENA, list: DUENA, create: DUENA, update: DUENA, delete: DUENA },
    hacer: (d, op, v) => {
      const ref = doc(d, 'users/ana/etiquetas/e1');
      const datos = v === 'valido' ? { nombre: 'Nueva', color: 'custom-000000ffffff' } : { nombre: ' ', color: 'rojo' };
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/etiquetas'));
      if (op === 'create') return setDoc(doc(d, 'users/ana/etiquetas/e2'), { ...datos, ...ahora() });
      if (op === 'update') return updateDoc(ref, { ...datos, updatedAt: serverTimestamp() });
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'users/{uid}/colores',
    permitido: { get: DUENA, list: DUENA, create: DUENA, update: DUENA, delete: DUENA },
    hacer: (d, op, v) => {
      const ref = doc(d, 'users/ana/colores/custom-000000ffffff');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/colores'));
      if (op === 'create') {
        const datos = v === 'valido' ? { background: '#111111', text: '#eeeeee' } : { background: '#111', text: 'x' };
        return setDoc(doc(d, 'users/ana/colores/custom-111111eeeeee'), { ...datos, ...ahora() });
      }
      if (op === 'update') {
        const datos = v === 'valido' ? {} : { background: '#123456' };
        return updateDoc(ref, { ...datos, updatedAt: serverTimestamp() });
      }
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'users/{uid}/recibos',
    permitido: { get: DUENA, list: DUENA, create: DUENA, update: DUENA, delete: DUENA },
    hacer: (d, op, v) => {
      const ref = doc(d, 'users/ana/recibos/r1');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/recibos'));
      if (op === 'create') {
        const b = writeBatch(d);
        b.set(doc(d, 'users/ana/contadores/recibos'), { recibos: 2 });
        b.set(doc(d, 'users/ana/recibos/r2'), { ...recibo(v === 'valido' ? 2 : 5), ...ahora() });
        return b.commit();
      }
      if (op === 'update') {
        const datos = v === 'valido' ? { concepto: 'otro' } : { total: -5 };
        return updateDoc(ref, { ...datos, updatedAt: serverTimestamp() });
      }
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'users/{uid}/contadores',
    // The counter only moves by one inside a receipt's creation, and is never deleted. Only the
    // document 'recibos' exists, so listing the collection is refused (nothing needs it).
    permitido: { get: DUENA, list: [], create: [], update: DUENA, delete: [] },
    hacer: (d, op, v) => {
      const ref = doc(d, 'users/ana/contadores/recibos');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/contadores'));
      if (op === 'create') return setDoc(doc(d, 'users/ana/contadores/otro'), { recibos: v === 'valido' ? 1 : 9 });
      if (op === 'update') return updateDoc(ref, { recibos: v === 'valido' ? 2 : 7 });
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'recibosPublicos',
    permitido: {
      get: ACTORES,
      list: ADMINS,
      create: DUENA,
      // The owner edits the snapshot; an admin revokes.
      update: [...DUENA, 'admin'],
      delete: DUENA,
    },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, `recibosPublicos/${TOKEN}`);
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'recibosPublicos'));
      if (op === 'create') {
        return setDoc(doc(d, `recibosPublicos/${'N'.repeat(32)}`), {
          ownerUid: v === 'valido' ? 'ana' : 'beto',
          reciboId: 'r1',
          snapshot,
          createdAt: serverTimestamp(),
          expiresAt: null,
          revocado: false,
        });
      }
      if (op === 'update') {
        if (actor === 'admin')
          return updateDoc(ref, v === 'valido' ? { revocado: true, revocadoPor: 'admin' } : { ownerUid: 'jefa' });
        return updateDoc(ref, v === 'valido' ? { snapshot: { ...snapshot, concepto: 'd' } } : { reciboId: 'r9' });
      }
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'auditoriaAdmin',
    permitido: { get: ADMINS, list: ADMINS, create: ADMINS, update: [], delete: [] },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, 'auditoriaAdmin/a1');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'auditoriaAdmin'));
      const uid = actor === 'admin' ? 'jefa' : 'ana';
      if (op === 'create') {
        return setDoc(doc(d, 'auditoriaAdmin/a2'), {
          adminUid: v === 'valido' ? uid : 'otra',
          adminEmail: 'x@x.es',
          accion: 'revocar',
          token: TOKEN,
          detalle: 'x',
          createdAt: serverTimestamp(),
        });
      }
      if (op === 'update') return updateDoc(ref, { detalle: 'cambiado' });
      return deleteDoc(ref);
    },
  },
];

// Reads have no malformed variant; update/delete on audit and counter deletes are never allowed.
const casos = COLECCIONES.flatMap((c) =>
  ACTORES.flatMap((actor) =>
    OPS.flatMap((op) =>
      (['valido', 'malformado'] as const)
        .filter((v) => v === 'valido' || op === 'create' || op === 'update')
        .map((variante) => ({
          coleccion: c,
          actor,
          op,
          variante,
          permitir: variante === 'valido' && c.permitido[op].includes(actor),
        })),
    ),
  ),
);

describe('rules matrix', () => {
  it.each(casos.map((c) => [`${c.coleccion.nombre} · ${c.actor} · ${c.op} · ${c.variante}`, c] as const))(
    '%s',
    async (_nombre, caso) => {
      const intento = caso.coleccion.hacer(db(caso.actor), caso.op, caso.variante, caso.actor);
      if (caso.permitir) await assertSucceeds(intento);
      else await assertFails(intento);
    },
  );
});

afterAll(async () => {
  const respuesta = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`,
  );
  const informe = (await respuesta.json()) as { report?: { sourceCode?: string } };
  const texto = JSON.stringify(informe);
  const evaluadas = (texto.match(/"values"/g) ?? []).length;
  console.log(
    `Matriz de reglas: ${casos.length} casos (${casos.filter((c) => c.permitir).length} permitidos, ` +
      `${casos.filter((c) => !c.permitir).length} denegados). Cobertura del emulador: ${evaluadas} expresiones con ` +
      `valores registrados; informe HTML en http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage.html`,
  );
});
