#!/usr/bin/env node
// Bounded load against the local emulators (README "Carga"): N simulated users, each with its own
// Firebase SDK session, create labels and colours, edit and delete colours (the same one-batch
// writes as mf-etiquetas) and issue receipts (the same counter transaction as mf-recibos), while
// two sessions of one user edit the same colour. Afterwards it checks that no write was lost, no
// label points at a missing colour, receipt numbers are unique and gapless, and no user could read
// another's data. Prints operations per second and the error count; exits 1 on any violation.
//   node scripts/carga.mjs [--usuarios 8] [--segundos 20]   (starts and stops its own emulators)
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';

const arg = (nombre, defecto) => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i > 0 ? Number(process.argv[i + 1]) : defecto;
};
const USUARIOS = Math.min(arg('usuarios', 8), 50);
const SEGUNDOS = Math.min(arg('segundos', 20), 120);
const DEFAULT = 'bg-slate-100 text-slate-800';
const hex = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
const idColor = (bg, fg) => `custom-${bg.slice(1)}${fg.slice(1)}`;

async function crearCuenta(i) {
  const email = `carga-${Date.now()}-${i}@recibos.test`;
  const r = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreta123', returnSecureToken: true }),
  });
  return { email, uid: (await r.json()).localId };
}

async function sesion(email, nombre) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:0:web:carga' }, nombre);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  await signInWithEmailAndPassword(auth, email, 'secreta123');
  return { db, uid: auth.currentUser.uid };
}

// ── The operations, as the data layer performs them ────────────────────────────────────────
async function crearColor({ db, uid }) {
  const [background, text] = [hex(), hex()];
  await setDoc(doc(db, 'users', uid, 'colores', idColor(background, text)), { background, text, ...marcas() });
  return idColor(background, text);
}
function marcas() {
  return { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}
async function crearEtiqueta({ db, uid }, n, color) {
  const ref = doc(collection(db, 'users', uid, 'etiquetas'));
  await setDoc(ref, { nombre: `Etiqueta ${n}`, color, ...marcas() });
  return ref.id;
}
async function editarColor({ db, uid }, id) {
  const viejo = doc(db, 'users', uid, 'colores', id);
  if (!(await getDoc(viejo)).exists()) throw Object.assign(new Error('Color no encontrado'), { esperado: true });
  const [background, text] = [hex(), hex()];
  const nuevo = idColor(background, text);
  const usan = await getDocs(query(collection(db, 'users', uid, 'etiquetas'), where('color', '==', id)));
  const b = writeBatch(db);
  b.set(doc(db, 'users', uid, 'colores', nuevo), { background, text, ...marcas() });
  for (const e of usan.docs) b.update(e.ref, { color: nuevo, updatedAt: serverTimestamp() });
  b.delete(viejo);
  await b.commit();
  return nuevo;
}
async function borrarColor({ db, uid }, id) {
  const usan = await getDocs(query(collection(db, 'users', uid, 'etiquetas'), where('color', '==', id)));
  const b = writeBatch(db);
  for (const e of usan.docs) b.update(e.ref, { color: DEFAULT, updatedAt: serverTimestamp() });
  b.delete(doc(db, 'users', uid, 'colores', id));
  await b.commit();
}
async function crearRecibo({ db, uid }) {
  const ref = doc(collection(db, 'users', uid, 'recibos'));
  for (let intento = 1; ; intento++) {
    try {
      return await runTransaction(db, async (tx) => {
        const contador = doc(db, 'users', uid, 'contadores', 'recibos');
        const c = await tx.get(contador);
        const numero = (c.exists() ? c.data().recibos : 0) + 1;
        tx.set(contador, { recibos: numero });
        tx.set(ref, {
          numero,
          fecha: '2026-11-22',
          emisor: { nombre: 'Carga' },
          pagador: { nombre: 'Cliente' },
          concepto: 'Prueba de carga',
          lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 100 }],
          total: 100,
          moneda: 'EUR',
          metodoPago: 'otro',
          estado: 'emitido',
          etiquetas: [],
          notas: '',
          busqueda: [],
          compartido: null,
          ...marcas(),
        });
        return numero;
      });
    } catch (error) {
      if (intento >= 12 || !['permission-denied', 'aborted', 'failed-precondition'].includes(error.code)) throw error;
    }
  }
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────
const emuladores = await startEmulators({ quiet: true });
let violaciones = 0;
try {
  const cuentas = await Promise.all(Array.from({ length: USUARIOS }, (_, i) => crearCuenta(i)));
  const sesiones = await Promise.all(cuentas.map((c, i) => sesion(c.email, `u${i}`)));
  const segunda = await sesion(cuentas[0].email, 'u0-bis'); // the same user, another tab
  const estado = sesiones.map(() => ({ etiquetas: new Set(), colores: new Set(), recibos: 0 }));
  const contadores = { ops: 0, errores: 0, esperados: 0, lecturasAjenasDenegadas: 0, lecturasAjenasPermitidas: 0 };
  const fin = Date.now() + SEGUNDOS * 1000;

  const trabajar = async (i) => {
    const s = sesiones[i];
    const e = estado[i];
    let n = 0;
    while (Date.now() < fin) {
      const op = Math.random();
      try {
        if (op < 0.25 || e.colores.size === 0) e.colores.add(await crearColor(s));
        else if (op < 0.5) e.etiquetas.add(await crearEtiqueta(s, n++, [...e.colores][0]));
        else if (op < 0.65) {
          const id = [...e.colores][0];
          e.colores.delete(id);
          e.colores.add(await editarColor(s, id));
        } else if (op < 0.72 && e.colores.size > 1) {
          const id = [...e.colores][0];
          e.colores.delete(id);
          await borrarColor(s, id);
        } else if (op < 0.92) {
          await crearRecibo(s);
          e.recibos++;
        } else {
          const otra = sesiones[(i + 1) % sesiones.length];
          try {
            await getDocs(collection(s.db, 'users', otra.uid, 'etiquetas'));
            contadores.lecturasAjenasPermitidas++;
          } catch (error) {
            // Only the rules' refusal counts as denied; anything else (network, emulator) is an error.
            if (error.code !== 'permission-denied') throw error;
            contadores.lecturasAjenasDenegadas++;
          }
        }
        contadores.ops++;
      } catch (error) {
        if (error.esperado) contadores.esperados++;
        else {
          contadores.errores++;
          console.error(`usuario ${i}:`, error.code ?? error.message);
        }
      }
    }
  };

  // Two sessions of user 0 edit the same colour at the same moment, repeatedly.
  const carrera = async () => {
    let rondas = 0;
    while (Date.now() < fin) {
      const id = await crearColor(sesiones[0]);
      // A label on the contested colour: whichever edit wins, it must end on a colour that exists.
      estado[0].etiquetas.add(await crearEtiqueta(sesiones[0], `carrera ${rondas}`, id));
      const r = await Promise.allSettled([editarColor(sesiones[0], id), editarColor(segunda, id)]);
      for (const x of r) {
        // The race's colours stay out of user 0's working set: only the final state is checked.
        const razon = x.status === 'rejected' ? x.reason : null;
        if (razon && !razon.esperado && razon.code !== 'permission-denied' && razon.code !== 'not-found') {
          contadores.errores++;
          console.error('carrera:', razon.code ?? razon.message);
        }
      }
      rondas++;
    }
    return rondas;
  };

  const inicio = Date.now();
  const [rondas] = await Promise.all([carrera(), ...sesiones.map((_, i) => trabajar(i))]);
  const segundos = (Date.now() - inicio) / 1000;

  // ── Verify, with the emulator's owner token (bypasses rules) ──
  const leer = async (ruta) => {
    const documentos = [];
    let pagina = '';
    do {
      const r = await fetch(
        `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${ruta}?pageSize=300${pagina ? `&pageToken=${encodeURIComponent(pagina)}` : ''}`,
        { headers: { Authorization: 'Bearer owner' } },
      );
      const cuerpo = await r.json();
      documentos.push(...(cuerpo.documents ?? []).map((d) => ({ id: d.name.split('/').pop(), f: d.fields })));
      pagina = cuerpo.nextPageToken ?? '';
    } while (pagina);
    return documentos;
  };
  for (const [i, s] of sesiones.entries()) {
    const [etiquetas, colores, recibos] = await Promise.all([
      leer(`users/${s.uid}/etiquetas`),
      leer(`users/${s.uid}/colores`),
      leer(`users/${s.uid}/recibos`),
    ]);
    const ids = new Set(colores.map((c) => c.id));
    const huerfanas = etiquetas.filter(
      (e) => e.f.color.stringValue.startsWith('custom-') && !ids.has(e.f.color.stringValue),
    );
    const perdidas = [...estado[i].etiquetas].filter((id) => !etiquetas.some((e) => e.id === id));
    const numeros = recibos.map((r) => Number(r.f.numero.integerValue)).sort((a, b) => a - b);
    const correlativos = numeros.every((n, k) => n === k + 1);
    if (huerfanas.length || perdidas.length || !correlativos || numeros.length !== estado[i].recibos) {
      violaciones++;
      for (const h of huerfanas) console.error('  huérfana', h.id, h.f.color.stringValue, h.f.nombre.stringValue);
      console.error(
        `usuario ${i}: ${huerfanas.length} huérfanas, ${perdidas.length} perdidas, números ${numeros.length}/${estado[i].recibos} correlativos=${correlativos}`,
      );
    }
  }
  if (contadores.lecturasAjenasPermitidas > 0) violaciones++;

  console.log(`
Carga: ${USUARIOS} usuarios durante ${segundos.toFixed(1)} s
  operaciones:                 ${contadores.ops} (${(contadores.ops / segundos).toFixed(1)} op/s)
  errores inesperados:         ${contadores.errores}
  "Color no encontrado" (carrera esperada): ${contadores.esperados}
  rondas de edición simultánea del mismo color: ${rondas}
  lecturas de datos ajenos:    ${contadores.lecturasAjenasDenegadas} denegadas, ${contadores.lecturasAjenasPermitidas} permitidas
  comprobaciones:              ${violaciones === 0 ? 'ninguna escritura perdida, ninguna etiqueta huérfana, números únicos y correlativos' : `${violaciones} violaciones`}`);
  if (violaciones > 0 || contadores.errores > 0) process.exitCode = 1;
} finally {
  await emuladores.stop();
}
process.exit(process.exitCode ?? 0);
