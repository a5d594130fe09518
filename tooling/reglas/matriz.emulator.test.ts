// The rules matrix: every collection in firestore.rules × actor × operation × valid/malformed,
// each with the outcome the design intends. The actors include the two roles of a person who keeps
// Ana's book with her (users/ana/personas: «consulta», «emision»; docs/seguridad.md, «Personas con
// acceso»): they read what the book's owner reads of it; «emision» also issues, voids and shares,
// each write naming them as the app writes it for a person with access, and neither writes anything
// else the owner writes here. Prints the number of cases. Any allow the design does not intend
// fails the suite.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { anulacion, type ReciboVerificable, rutaDeLaVerificacion, verificacionDe } from 'dominio-recibos';
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { usarReglas } from '../emulator-env';
import {
  codigoDe,
  compartir,
  conEdicion,
  conVerificacionAlDia,
  emitidoConVerificacion,
  enlaceGuardado,
  reciboGuardado,
  sembrarRecibo,
  snapshotDe,
  T0,
  tokenDe,
} from './compartir.fixture';

type Actor = 'propietaria' | 'otra' | 'anonima' | 'admin' | 'propietariaAdmin' | 'consulta' | 'emision';
type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
type Variante = 'valido' | 'malformado';

const ACTORES: Actor[] = ['propietaria', 'otra', 'anonima', 'admin', 'propietariaAdmin', 'consulta', 'emision'];
/** People with access to Ana's book, by role. */
const MIEMBROS: Actor[] = ['consulta', 'emision'];
/** Who a person with access is, as their writes in the book name them (`emitidoPor`, `anuladoPor`). */
const AUTOR: Partial<Record<Actor, { uid: string; email: string }>> = {
  consulta: { uid: 'carla', email: 'carla@x.es' },
  emision: { uid: 'dani', email: 'dani@x.es' },
};
/** What a write by `actor` adds to name them, as the app writes it in someone else's book. */
const firma = (actor: Actor, campo: 'emitidoPor' | 'anuladoPor') => {
  const autor = AUTOR[actor];
  return autor ? { [campo]: autor } : {};
};
const esMiembro = (actor: Actor) => MIEMBROS.includes(actor);
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

const reglas = usarReglas();

const db = (actor: Actor): Firestore => {
  switch (actor) {
    case 'propietaria':
      return reglas.como('ana', { email: 'ana@x.es', email_verified: true }) as unknown as Firestore;
    case 'propietariaAdmin':
      return reglas.como('ana', { email: 'ana@x.es', email_verified: true, admin: true }) as unknown as Firestore;
    case 'otra':
      return reglas.como('beto', { email: 'beto@x.es' }) as unknown as Firestore;
    case 'admin':
      return reglas.como('jefa', { email: 'jefa@x.es', admin: true }) as unknown as Firestore;
    case 'consulta':
      return reglas.como('carla', { email: 'carla@x.es', email_verified: true }) as unknown as Firestore;
    case 'emision':
      return reglas.como('dani', { email: 'dani@x.es', email_verified: true }) as unknown as Firestore;
    default:
      return reglas.como(null) as unknown as Firestore;
  }
};

const ahora = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
const TOKEN = 'T'.repeat(32);
const TERMINADO = 'X'.repeat(32);
const NUEVO = await tokenDe('ana', 'N');
const r1 = reciboGuardado(1);
const r2 = reciboGuardado(2);
const EMAILS: Record<string, string> = { ana: 'ana@x.es', beto: 'beto@x.es', jefa: 'jefa@x.es' };
/** A receipt with its verification: v1, the only one of 2024's series. */
const v1 = { ...reciboGuardado(1, { fecha: '2024-05-01' }), verificacion: codigoDe('ana', 'v1') };
const V1 = `verificaciones/${v1.verificacion}`;

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const d = c.firestore() as unknown as Firestore;
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
    await setDoc(doc(d, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' });
    // Her issuer details, which a person with «Emisión» signs with (the receipts' issuer is 'Ana').
    await setDoc(doc(d, 'users/ana/perfil/emisor'), { nombre: 'Ana', documento: '', firma: '' });
    for (const [uid, rol] of [
      ['carla', 'consulta'],
      ['dani', 'emision'],
    ] as const)
      await setDoc(doc(d, `users/ana/personas/${uid}`), {
        uid,
        email: `${uid}@x.es`,
        rol,
        nombreDelLibro: 'Ana',
        desde: T0,
        invitacion: 'I'.repeat(32),
      });
    await sembrarRecibo(d, 'ana', 'r1', r1, TOKEN);
    await sembrarRecibo(d, 'ana', 'r2', r2, TERMINADO, { registro: { revocado: true, revocadoPor: 'propietario' } });
    await setDoc(doc(d, 'users/ana/ediciones/r2'), { editadoEn: T0 });
    // Never shared (a shared receipt's content never changes): s2 edited once, s1 never.
    await setDoc(doc(d, 'users/ana/contadores/recibos-2025'), { recibos: 2, ultimo: 's2' });
    await sembrarRecibo(d, 'ana', 's1', reciboGuardado(1, { fecha: '2025-06-01' }));
    await sembrarRecibo(d, 'ana', 's2', reciboGuardado(2, { fecha: '2025-06-02' }));
    await setDoc(doc(d, 'users/ana/ediciones/s2'), { editadoEn: T0 });
    await setDoc(doc(d, 'users/ana/contadores/recibos-2024'), { recibos: 1, ultimo: 'v1' });
    await sembrarRecibo(d, 'ana', 'v1', v1);
    await setDoc(
      doc(d, ...rutaDeLaVerificacion(v1.verificacion)),
      verificacionDe('v1', v1 as unknown as ReciboVerificable, T0),
    );
    await setDoc(doc(d, 'auditoriaAdmin/a1'), {
      adminUid: 'jefa',
      adminEmail: 'jefa@x.es',
      accion: 'revocar',
      token: TOKEN,
      detalle: 'Enlace revocado',
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
/** Who issues in the book: its owner and a person with «Emisión». */
const EMITEN: Actor[] = [...DUENA, 'emision'];
/** Who reads the book: its owner and the people with access to it. */
const DEL_LIBRO: Actor[] = [...DUENA, ...MIEMBROS];
const ADMINS: Actor[] = ['admin', 'propietariaAdmin'];

/** An admin's revocation of TOKEN as mf-admin writes it: the entry and the registry naming it. */
function revocarComoAdmin(d: Firestore, uid: string, registro = {}, entrada = {}) {
  const b = writeBatch(d);
  const ref = doc(collection(d, 'auditoriaAdmin'));
  const enlace = enlaceGuardado('ana', 'r1', TOKEN, r1).registro;
  b.set(ref, {
    adminUid: uid,
    adminEmail: EMAILS[uid] ?? '',
    accion: 'revocar',
    token: TOKEN,
    numero: enlace.numero,
    propietario: enlace.ownerEmail,
    motivo: 'Contenido denunciado',
    detalle: 'Enlace revocado',
    createdAt: serverTimestamp(),
    ...entrada,
  });
  b.update(doc(d, `registroEnlaces/${TOKEN}`), {
    revocado: true,
    revocadoPor: 'admin',
    auditoria: ref.id,
    ...registro,
  });
  return b.commit();
}

const COLECCIONES: Coleccion[] = [
  {
    nombre: 'users/{uid}/etiquetas',
    permitido: { get: DUENA, list: DUENA, create: DUENA, update: DUENA, delete: DUENA },
    hacer: (d, op, v) => {
      const ref = doc(d, 'users/ana/etiquetas/e1');
      const datos = v === 'valido' ? { nombre: 'Nueva', color: 'custom-000000ffffff' } : { nombre: ' ', color: 'rojo' };
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/etiquetas'));
      if (op === 'create') {
        // A label taking a custom colour touches it in the same commit.
        const b = writeBatch(d);
        b.set(doc(d, 'users/ana/etiquetas/e2'), { ...datos, ...ahora() });
        b.update(doc(d, 'users/ana/colores/custom-000000ffffff'), { updatedAt: serverTimestamp() });
        return b.commit();
      }
      if (op === 'update') {
        const b = writeBatch(d);
        b.update(ref, { ...datos, updatedAt: serverTimestamp() });
        b.update(doc(d, 'users/ana/colores/custom-000000ffffff'), { updatedAt: serverTimestamp() });
        return b.commit();
      }
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
    // A receipt ever shared is deleted only once account deletion has closed the series (here in
    // the same commit), its link ended: r2's already is.
    permitido: { get: DEL_LIBRO, list: DEL_LIBRO, create: EMITEN, update: EMITEN, delete: DUENA },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, 'users/ana/recibos/r1');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/recibos'));
      if (op === 'create') {
        const b = writeBatch(d);
        b.set(doc(d, 'users/ana/contadores/recibos-2026'), { recibos: 3, ultimo: 'r3' });
        const r3 = reciboGuardado(v === 'valido' ? 3 : 5, { ...ahora(), ...firma(actor, 'emitidoPor') });
        emitidoConVerificacion(b, d, 'ana', 'r3', r3, undefined, esMiembro(actor));
        return b.commit();
      }
      // A person with access voids, the write that needs no other document, so that only the
      // receipt's own rule stands in the way: voiding s1 with its reason, naming them (an edit
      // also writes its edit record, whose rules would refuse it first).
      // Malformed: naming someone else as who voided it.
      if (op === 'update' && esMiembro(actor))
        return updateDoc(doc(d, 'users/ana/recibos/s1'), {
          ...anulacion('Duplicado', v === 'valido' ? AUTOR[actor] : AUTOR.consulta),
          updatedAt: serverTimestamp(),
        });
      if (op === 'update') {
        const datos = v === 'valido' ? { notas: 'otra' } : { total: -5 };
        const s1 = doc(d, 'users/ana/recibos/s1');
        return conEdicion(
          writeBatch(d).update(s1, { ...datos, updatedAt: serverTimestamp() }),
          d,
          'ana',
          's1',
        ).commit();
      }
      const b = writeBatch(d);
      b.set(doc(d, 'users/ana/contadores/cierre'), { cerrado: true });
      b.delete(doc(d, 'users/ana/recibos/r2'));
      return b.commit();
    },
  },
  {
    nombre: 'users/{uid}/ediciones',
    // Written only with a change of its receipt's content, whose amounts its rules check; deleted
    // only with its receipt (r2's, here, once the series is closed).
    permitido: { get: DEL_LIBRO, list: DEL_LIBRO, create: DUENA, update: DUENA, delete: DUENA },
    hacer: (d, op, v) => {
      if (op === 'get') return getDoc(doc(d, 'users/ana/ediciones/r2'));
      if (op === 'list') return getDocs(collection(d, 'users/ana/ediciones'));
      if (op === 'delete') {
        const b = writeBatch(d);
        b.set(doc(d, 'users/ana/contadores/cierre'), { cerrado: true });
        b.delete(doc(d, 'users/ana/recibos/r2'));
        b.delete(doc(d, 'users/ana/ediciones/r2'));
        return b.commit();
      }
      // create: s1 was never edited; update: s2 was.
      const id = op === 'create' ? 's1' : 's2';
      const b = writeBatch(d).update(doc(d, `users/ana/recibos/${id}`), {
        notas: 'otra',
        updatedAt: serverTimestamp(),
      });
      const edicion = { editadoEn: serverTimestamp(), ...(v === 'valido' ? {} : { por: 'beto' }) };
      return b.set(doc(d, `users/ana/ediciones/${id}`), edicion).commit();
    },
  },
  {
    nombre: 'users/{uid}/contadores',
    // A year's counter moves by one only with the receipt that takes the number (never alone,
    // which would leave a gap), and is never deleted: created here for 2027's first receipt.
    // Listing the collection is its owner's (nothing needs it, and it holds nothing personal).
    permitido: { get: DEL_LIBRO, list: DEL_LIBRO, create: EMITEN, update: EMITEN, delete: [] },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, 'users/ana/contadores/recibos-2026');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'users/ana/contadores'));
      if (op === 'create') {
        if (v === 'malformado')
          return setDoc(doc(d, 'users/ana/contadores/recibos-2027'), { recibos: 1, ultimo: 'a1' });
        const b = writeBatch(d);
        b.set(doc(d, 'users/ana/contadores/recibos-2027'), { recibos: 1, ultimo: 'a1' });
        const a1 = reciboGuardado(1, { ...ahora(), fecha: '2027-01-01', ...firma(actor, 'emitidoPor') });
        emitidoConVerificacion(b, d, 'ana', 'a1', a1, undefined, esMiembro(actor));
        return b.commit();
      }
      if (op === 'update') {
        if (v === 'malformado') return updateDoc(ref, { recibos: 3, ultimo: 'r3' });
        const b = writeBatch(d);
        b.update(ref, { recibos: 3, ultimo: 'r3' });
        const r3 = reciboGuardado(3, { ...ahora(), ...firma(actor, 'emitidoPor') });
        emitidoConVerificacion(b, d, 'ana', 'r3', r3, undefined, esMiembro(actor));
        return b.commit();
      }
      return deleteDoc(ref);
    },
  },
  {
    nombre: 'recibosPublicos',
    permitido: {
      get: ACTORES,
      // Admins list the registry, not the payers' copies.
      list: [],
      create: EMITEN,
      // Whoever issues in the book keeps the copy equal to the receipt; nobody else writes it.
      update: EMITEN,
      // And deletes the copy of a link that has ended.
      delete: EMITEN,
    },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, `recibosPublicos/${TOKEN}`);
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'recibosPublicos'));
      if (op === 'create') {
        const anterior = { token: TOKEN, revocado: false };
        return compartir(d, 'ana', 'r1', NUEVO, {
          recibo: r1,
          anterior,
          ...(v === 'valido' ? {} : { publico: { snapshot: { ...snapshotDe(r1), total: 1 } } }),
        });
      }
      if (op === 'update') {
        // Voided, its copy with it (a shared receipt's content never changes).
        const b = writeBatch(d);
        const motivoAnulacion = 'Duplicado';
        b.update(doc(d, 'users/ana/recibos/r1'), {
          estado: 'anulado',
          motivoAnulacion,
          ...firma(actor, 'anuladoPor'),
          updatedAt: serverTimestamp(),
        });
        const estado = v === 'valido' ? 'anulado' : 'emitido';
        b.update(ref, { snapshot: snapshotDe({ ...r1, estado, motivoAnulacion }) });
        return b.commit();
      }
      return deleteDoc(doc(d, `recibosPublicos/${TERMINADO}`));
    },
  },
  {
    nombre: 'registroEnlaces',
    permitido: {
      get: [...DEL_LIBRO, 'admin'],
      list: ADMINS,
      create: EMITEN,
      // Whoever issues in the book revokes; an admin revokes with its audit entry.
      update: [...EMITEN, 'admin'],
      delete: [],
    },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, `registroEnlaces/${TOKEN}`);
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'registroEnlaces'));
      if (op === 'create') {
        return compartir(d, 'ana', 'r1', NUEVO, {
          recibo: r1,
          anterior: { token: TOKEN, revocado: false },
          ...(v === 'valido' ? {} : { registro: { ownerUid: 'beto' } }),
        });
      }
      if (op === 'update') {
        if (actor === 'admin') return revocarComoAdmin(d, 'jefa', v === 'valido' ? {} : { ownerUid: 'jefa' });
        const b = writeBatch(d);
        b.update(
          ref,
          v === 'valido' ? { revocado: true, revocadoPor: 'propietario' } : { revocado: true, revocadoPor: 'admin' },
        );
        b.update(doc(d, 'users/ana/recibos/r1'), { 'compartido.revocado': true, updatedAt: serverTimestamp() });
        return b.commit();
      }
      return deleteDoc(doc(d, `registroEnlaces/${TERMINADO}`));
    },
  },
  {
    nombre: 'verificaciones',
    // Anyone reads one by its code, nobody lists them; written only with its receipt, by whoever
    // issues in the book (malformed: the verification alone, with no receipt written in the
    // commit); deleted only with its receipt, which only the owner deletes.
    permitido: { get: ACTORES, list: [], create: EMITEN, update: EMITEN, delete: DUENA },
    hacer: (d, op, v, actor) => {
      if (op === 'get') return getDoc(doc(d, V1));
      if (op === 'list') return getDocs(collection(d, 'verificaciones'));
      if (op === 'create') {
        const b = writeBatch(d);
        const r3 = reciboGuardado(3, { ...ahora(), ...firma(actor, 'emitidoPor') });
        if (v === 'malformado') {
          const codigo = codigoDe('ana', 'r3');
          return b
            .set(
              doc(d, ...rutaDeLaVerificacion(codigo)),
              verificacionDe('r3', r3 as unknown as ReciboVerificable, serverTimestamp()),
            )
            .commit();
        }
        b.set(doc(d, 'users/ana/contadores/recibos-2026'), { recibos: 3, ultimo: 'r3' });
        emitidoConVerificacion(b, d, 'ana', 'r3', r3, undefined, esMiembro(actor));
        return b.commit();
      }
      if (op === 'update') {
        const cambio = anulacion('Repetido', AUTOR[actor]);
        if (v === 'malformado') return updateDoc(doc(d, V1), { ...cambio, actualizadoEn: serverTimestamp() });
        const b = writeBatch(d).update(doc(d, 'users/ana/recibos/v1'), { ...cambio, updatedAt: serverTimestamp() });
        return conVerificacionAlDia(b, d, 'v1', v1, cambio, undefined, esMiembro(actor) ? 'ana' : undefined).commit();
      }
      const b = writeBatch(d);
      b.set(doc(d, 'users/ana/contadores/recibos-2024'), { recibos: 0, ultimo: '' });
      b.delete(doc(d, 'users/ana/recibos/v1'));
      b.delete(doc(d, V1));
      return b.commit();
    },
  },
  {
    nombre: 'auditoriaAdmin',
    permitido: { get: ADMINS, list: ADMINS, create: ADMINS, update: [], delete: [] },
    hacer: (d, op, v, actor) => {
      const ref = doc(d, 'auditoriaAdmin/a1');
      if (op === 'get') return getDoc(ref);
      if (op === 'list') return getDocs(collection(d, 'auditoriaAdmin'));
      const uid = actor === 'admin' ? 'jefa' : actor === 'otra' ? 'beto' : 'ana';
      if (op === 'create') return revocarComoAdmin(d, uid, {}, v === 'valido' ? {} : { adminEmail: 'otra@x.es' });
      if (op === 'update') return updateDoc(ref, { detalle: 'cambiado' });
      return deleteDoc(ref);
    },
  },
];

// Reads have no malformed variant; update/delete on audit and counter deletes are never allowed.
// A person with «Consulta» tries the valid writes: a malformed one would prove nothing more.
const casos = COLECCIONES.flatMap((c) =>
  ACTORES.flatMap((actor) =>
    OPS.flatMap((op) =>
      (['valido', 'malformado'] as const)
        .filter((v) => v === 'valido' || ((op === 'create' || op === 'update') && actor !== 'consulta'))
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

// The emulator's rule coverage is checked once for the whole stage by scripts/cobertura-reglas.mjs.
afterAll(() => {
  console.log(
    `Matriz de reglas: ${casos.length} casos (${casos.filter((c) => c.permitir).length} permitidos, ` +
      `${casos.filter((c) => !c.permitir).length} denegados).`,
  );
});
