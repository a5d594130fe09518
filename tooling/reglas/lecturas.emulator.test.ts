// Production limits the documents firestore.rules may read (get, getAfter, exists, existsAfter) per
// request: 10 for a single write and for each write of a batch or transaction, 20 for the whole
// commit; a document read twice counts once. The emulator enforces neither, so this test computes
// the figure for every kind of commit the app makes, through the app's own data modules: the
// emulator's rule coverage report records the path each of those calls received, and loading the
// rules again empties it, so the report just after a commit, emptied just before it, is exactly
// what the rules read for it.
//
// The report does not say which write of a batch made a read, so every commit is held to 10
// distinct documents: that bounds each write's reads by 10 and the commit's by 20. A commit that
// needs more would have to be proven write by write instead.
import { readFileSync } from 'node:fs';
import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import { elegirLibro } from 'shared-firebase/libro';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listarTokens, reactivarToken, revocarToken } from '../../mf-admin/src/tokens/api/tokens';
import { actualizarColor, crearColor, eliminarColor } from '../../mf-etiquetas/src/etiquetas/api/colores';
import { crearEtiqueta } from '../../mf-etiquetas/src/etiquetas/api/etiquetas';
import { guardarPerfilEmisor } from '../../mf-recibos/src/emisor/api/perfil';
import { emisorDelPerfil } from '../../mf-recibos/src/emisor/emisor-del-perfil';
import { PERFIL_COMPLETO } from '../../mf-recibos/src/emisor/perfil.fixture';
import { accesoSinReglas } from '../../mf-recibos/src/libro/acceso.fixture';
import { crearPagador, eliminarPagador, importarPagadores } from '../../mf-recibos/src/pagadores/api/pagadores';
import {
  actualizarRecibo,
  anularRecibo,
  compartirRecibo,
  crearRecibo,
  dejarDeCompartir,
  eliminarRecibo,
} from '../../mf-recibos/src/recibos/api/recibos';
import { actual, entrada } from '../../mf-recibos/src/recibos/api/recibos.fixture';
import {
  AUTH_URL,
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  initEmulatorFirebase,
  PROYECTO_AUTH,
  verificarCorreo,
} from '../emulator-env';

/** Production's limits (Firestore security rules, "Access call limits"). */
const POR_ESCRITURA = 10;

// Its own project: the coverage report is read whole before and after each commit.
const PROYECTO = 'demo-lecturas';
const EMULADOR = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const { auth } = initEmulatorFirebase(PROYECTO);

/** Where, in firestore.rules, each document-reading call receives its path: [line, column]. */
const ARGUMENTOS = new Set(
  readFileSync('firestore.rules', 'utf8')
    .split('\n')
    .flatMap((texto, i) =>
      [...texto.matchAll(/(?<![\w.])(?:get|getAfter|exists|existsAfter)\(/g)].map(
        (m) => `${i + 1}:${(m.index ?? 0) + m[0].length + 1}`,
      ),
    ),
);

interface Nodo {
  sourcePosition: { line: number; column: number };
  values?: Array<{ value: { pathValue?: { segments: Array<{ simple: string }> } }; count: number }>;
  children?: Nodo[];
}

/** How many times each document path reached a reading call since the rules were last loaded. */
async function lecturasDelInforme(): Promise<Map<string, number>> {
  const r = await fetch(`${EMULADOR}/emulator/v1/projects/${PROYECTO}:ruleCoverage`);
  const { report = [] } = (await r.json()) as { report?: Nodo[] };
  const cuentas = new Map<string, number>();
  const recorrer = (nodo: Nodo) => {
    const { line, column } = nodo.sourcePosition;
    if (ARGUMENTOS.has(`${line}:${column}`)) {
      for (const { value, count } of nodo.values ?? []) {
        const ruta = value.pathValue?.segments.map((s) => s.simple).join('/');
        if (ruta) cuentas.set(ruta, (cuentas.get(ruta) ?? 0) + count);
      }
    }
    for (const hijo of nodo.children ?? []) recorrer(hijo);
  };
  for (const nodo of report) recorrer(nodo);
  return cuentas;
}

interface Commit {
  operacion: string;
  escrituras: number;
  documentos: string[];
}
const commits: Commit[] = [];
let operacion = '';

/**
 * Runs `fn` (one user action) and records, for each commit it sends, the documents the rules read.
 * Commits outside it (setting up data) are not measured: each measure reads the report twice.
 */
async function medir<T>(nombre: string, fn: () => Promise<T>): Promise<T> {
  operacion = nombre;
  try {
    return await fn();
  } finally {
    operacion = '';
  }
}

const fetchOriginal = globalThis.fetch;
const REGLAS = readFileSync('firestore.rules', 'utf8');

/**
 * Loads the rules into the project, which also empties its coverage report: the report read
 * after the next request is then that request's alone (a report of the whole project, read before
 * and after each commit, grew to tens of megabytes and took most of this test's time).
 */
async function ponerReglas() {
  const r = await fetchOriginal(`${EMULADOR}/emulator/v1/projects/${PROYECTO}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: REGLAS }] } }),
  });
  expect(r.ok).toBe(true);
}

beforeAll(async () => {
  await ponerReglas();
  globalThis.fetch = async (entrada: RequestInfo | URL, init?: RequestInit) => {
    const url = String(entrada instanceof Request ? entrada.url : entrada);
    const { pathname } = new URL(url);
    const nombre = operacion;
    const medida = nombre && pathname.includes(`/projects/${PROYECTO}/`) && pathname.endsWith(':commit');
    if (!medida) return fetchOriginal(entrada, init);
    await ponerReglas();
    const respuesta = await fetchOriginal(entrada, init);
    const despues = await lecturasDelInforme();
    const { writes = [] } = JSON.parse(String(init?.body ?? '{}')) as { writes?: unknown[] };
    commits.push({
      operacion: nombre,
      escrituras: writes.length,
      documentos: [...despues].filter(([, n]) => n > 0).map(([ruta]) => ruta),
    });
    return respuesta;
  };
});
afterAll(() => {
  globalThis.fetch = fetchOriginal;
});

async function entrarComo(email: string, admin = false) {
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secreta123');
  if (admin) {
    const r = await fetchOriginal(
      `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROYECTO_AUTH}/accounts:update`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify({ admin: true }) }),
      },
    );
    expect(r.ok).toBe(true);
    await user.getIdToken(true);
  }
  return user.uid;
}

it('every commit the app makes needs at most 10 distinct document reads in the rules', {
  timeout: 240_000,
}, async () => {
  const sufijo = Date.now();
  const uid = await entrarComo(`lecturas-${sufijo}@recibos.test`);

  const primero = await medir('crear recibo (primer número)', () => crearRecibo(entrada('Uno')));
  const segundo = await medir('crear recibo (contador)', () => crearRecibo(entrada('Dos')));
  const { token } = await medir('compartir', () => compartirRecibo(primero, 30));
  await medir('editar un recibo', async () => actualizarRecibo(await actual(segundo.id), entrada('Dos editado')));
  // A shared receipt is corrected, not edited: the correction voids it, its live copy with it.
  await medir('corregir un recibo compartido', async () =>
    crearRecibo(entrada('Uno corregido'), undefined, await actual(primero.id)),
  );
  await medir('compartir de nuevo', async () => compartirRecibo(await actual(primero.id), null));
  await medir('dejar de compartir', async () => dejarDeCompartir(await actual(primero.id)));
  const { token: vivo } = await medir('compartir', async () => compartirRecibo(await actual(segundo.id), null));
  await medir('anular un recibo compartido', async () => anularRecibo(await actual(segundo.id), 'Duplicado'));

  // Labels and colours: a custom colour used by several labels, edited (new id) and deleted.
  const color = await medir('crear color', () => crearColor({ background: '#112233', text: '#ffffff' }));
  await medir('crear etiqueta con color propio', () => crearEtiqueta({ nombre: 'Etiqueta 0', color: color.id }));
  for (let i = 1; i < 12; i++) await crearEtiqueta({ nombre: `Etiqueta ${i}`, color: color.id });
  const editado = await medir('editar color (ronda)', () =>
    actualizarColor(color.id, { background: '#445566', text: '#ffffff' }),
  );
  await medir('eliminar color (ronda)', () => eliminarColor(editado.color.id));

  // Payers: each creation and deletion moves the account's count; an import counts its commit.
  const pagador = await medir('crear pagador', () => crearPagador({ nombre: 'Carla Gómez' }));
  await medir('importar pagadores', () => importarPagadores([{ nombre: 'Socio 1' }, { nombre: 'Socio 2' }]));
  await medir('eliminar pagador', () => eliminarPagador(pagador));

  // An admin revokes and reactivates the live link, each with its audit entry.
  const email = auth.currentUser?.email ?? '';
  const duena = auth.currentUser?.uid ?? '';
  await entrarComo(`lecturas-admin-${sufijo}@recibos.test`, true);
  const enlace = (await listarTokens({ busqueda: duena }, null)).tokens.find((t) => t.token === vivo);
  if (!enlace) throw new Error('el administrador no ve el enlace vivo');
  await medir('admin revoca', () => revocarToken(enlace, 'Contenido denunciado'));
  await medir('admin reactiva', () => reactivarToken(enlace));
  await signInWithEmailAndPassword(auth, email, 'secreta123');

  // A person with «Emisión» in the book: each write reads their access (and an issuing, the book's
  // issuer details) besides the owner's reads; they sign with the book's details.
  await guardarPerfilEmisor(PERFIL_COMPLETO);
  const delLibro = (concepto: string) => ({ ...entrada(concepto), emisor: emisorDelPerfil(PERFIL_COMPLETO) });
  const tesorero = await entrarComo(`lecturas-emision-${sufijo}@recibos.test`);
  await verificarCorreo(auth);
  await accesoSinReglas(uid, { uid: tesorero, email: `lecturas-emision-${sufijo}@recibos.test` }, 'emision', PROYECTO);
  elegirLibro(tesorero, uid);
  const suyo = await medir('Emisión: crear recibo', () => crearRecibo(delLibro('De la tesorería')));
  await medir('Emisión: compartir', () => compartirRecibo(suyo, 30));
  await medir('Emisión: corregir uno compartido', async () =>
    crearRecibo(delLibro('De la tesorería, corregido'), undefined, await actual(suyo.id)),
  );
  await medir('Emisión: anular', async () => anularRecibo(await crearRecibo(delLibro('Otro')), 'Duplicado'));
  await signInWithEmailAndPassword(auth, email, 'secreta123');

  // Only the last receipt, never shared, is deleted (its number given back).
  const ultimo = await crearRecibo(entrada('Último'));
  await medir('eliminar el último recibo', async () => eliminarRecibo(await actual(ultimo.id)));
  // Account deletion: more shared receipts than one of its batches takes (live, expiring, revoked).
  for (let i = 0; i < 12; i++) {
    const recibo = await crearRecibo(entrada(`Cuenta ${i}`));
    await compartirRecibo(recibo, i % 2 ? 7 : null);
    if (i % 3 === 0) await dejarDeCompartir(await actual(recibo.id));
  }
  // Edited receipts: deleting each edit record makes the rules look for its receipt (a batch of
  // 400 of them read 12 documents here, 400 in production).
  for (let i = 0; i < 12; i++) {
    const recibo = await crearRecibo(entrada(`Editado ${i}`));
    await actualizarRecibo(recibo, entrada(`Editado ${i}, corregido`));
  }
  // And pointers to tokens with no registry (data older than it): each ends with a revoked entry.
  for (let i = 0; i < 4; i++) {
    const recibo = await crearRecibo(entrada(`Huérfano ${i}`));
    const r = await fetchOriginal(
      `${EMULADOR}/v1/projects/${PROYECTO}/databases/(default)/documents/users/${uid}/recibos/${recibo.id}?updateMask.fieldPaths=compartido`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fields: {
            compartido: {
              mapValue: {
                fields: {
                  token: { stringValue: `huerfano${i}${String(Date.now()).slice(-8)}${'x'.repeat(15)}` },
                  createdAt: { timestampValue: '2026-01-01T00:00:00Z' },
                  expiresAt: { nullValue: null },
                  revocado: { booleanValue: false },
                },
              },
            },
          },
        }),
      },
    );
    expect(r.ok).toBe(true);
  }
  await medir('borrar la cuenta (lotes)', () =>
    borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid),
  );
  expect(token).toBeTruthy();

  // The figure per kind of commit, for the closing report and docs/producto.md.
  const porOperacion = new Map<string, Commit>();
  for (const c of commits) {
    const previo = porOperacion.get(c.operacion);
    if (!previo || c.documentos.length > previo.documentos.length) porOperacion.set(c.operacion, c);
  }
  console.log(
    [...porOperacion.values()]
      .map((c) => `  ${c.operacion.padEnd(36)} ${c.documentos.length} documentos (${c.escrituras} escrituras)`)
      .join('\n'),
  );
  // The measurement itself works: the share transaction reads the new registry and the receipt.
  const compartir = porOperacion.get('compartir');
  expect(compartir?.documentos).toEqual(
    expect.arrayContaining([expect.stringMatching(/registroEnlaces\//), expect.stringMatching(/\/recibos\//)]),
  );
  expect(porOperacion.get('borrar la cuenta (lotes)')?.documentos.length).toBeGreaterThan(1);
  for (const c of commits) {
    expect({ operacion: c.operacion, documentos: c.documentos.length }).toEqual({
      operacion: c.operacion,
      documentos: Math.min(c.documentos.length, POR_ESCRITURA),
    });
  }
});
