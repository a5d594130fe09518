#!/usr/bin/env node
// Bounded load against the local emulators (docs/rendimiento.md, "Prueba de carga"): N simulated
// users, each a separate process running the app's own data modules (bench/carga/sesion.carga.ts:
// the Firebase singleton is one per page, so one process per session), create labels and colours,
// edit and delete colours and issue receipts, while two more sessions of user 0 edit the same
// colour at the same instant. Afterwards it checks, with the emulator's owner token, that no write
// was lost, no label points at a missing colour, receipt numbers are unique and gapless, and no
// user could read another's data. Prints operations per second and the error count; exits 1 on any
// violation. In 200 more rounds (--rondas), one session deletes a colour while three save labels on
// it.
//   node scripts/carga.mjs [--usuarios 8] [--segundos 20] [--rondas 200]   (own emulators)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_URL, FIRESTORE_URL, PROYECTO_LOCAL } from '../tooling/topologia.mjs';
import { ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

/**
 * @param {string} nombre
 * @param {number} defecto
 */
const arg = (nombre, defecto) => {
  const i = process.argv.indexOf(`--${nombre}`);
  return i > 0 ? Number(process.argv[i + 1]) : defecto;
};
const USUARIOS = Math.min(arg('usuarios', 8), 50);
const SEGUNDOS = Math.min(arg('segundos', 20), 120);
// Vitest starts in a few seconds per process; on two cores N processes need their turn.
const ARRANQUE_MS = 8000 + USUARIOS * 1500;
const PASO_CARRERA_MS = 600;
// Rounds of "labels saved on a colour while it is deleted": one deleter, three writers.
const RONDAS_BORRADO = Math.min(arg('rondas', 200), 1000);
const PASO_BORRADO_MS = 250;
const ESCRITORES = 3;

/**
 * @param {number} i
 * @returns {Promise<{ email: string, uid: string }>}
 */
async function crearCuenta(i) {
  const email = `carga-${Date.now()}-${i}@recibos.test`;
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreta123', returnSecureToken: true }),
  });
  if (!r.ok) throw new Error(`alta de ${email}: ${r.status}`);
  return { email, uid: (await r.json()).localId };
}

/**
 * A document as Firestore's REST API gives it, with the fields these checks read: a label's colour
 * and name, a receipt's number (each collection has its own).
 * @typedef {{
 *   id: string | undefined,
 *   f: { color: { stringValue: string }, nombre: { stringValue: string }, numero: { integerValue: string } },
 * }} Documento
 */

/**
 * Every document of a collection, with the owner token (bypasses rules).
 * @param {string} ruta
 */
async function leer(ruta) {
  /** @type {Documento[]} */
  const documentos = [];
  let pagina = '';
  do {
    const r = await fetch(
      `${FIRESTORE_URL}/v1/projects/${PROYECTO_LOCAL}/databases/(default)/documents/${ruta}?pageSize=300${pagina ? `&pageToken=${encodeURIComponent(pagina)}` : ''}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    if (!r.ok) throw new Error(`lectura de ${ruta}: ${r.status}`);
    /** @type {{ documents?: Array<{ name: string, fields: Documento['f'] }>, nextPageToken?: string }} */
    const cuerpo = await r.json();
    documentos.push(...(cuerpo.documents ?? []).map((d) => ({ id: d.name.split('/').pop(), f: d.fields })));
    pagina = cuerpo.nextPageToken ?? '';
  } while (pagina);
  return documentos;
}

/** @typedef {Awaited<ReturnType<typeof crearCuenta>>} Cuenta */
/**
 * What a session's process wrote (bench/carga/sesion.carga.ts): its counts, the ids of the labels
 * it made, its unexpected errors and how long it ran.
 * @typedef {Record<Cifra, number> & { papel: string, segundos: number, errores: string[], etiquetas: string[] }} Salida
 */
/**
 * A count a session reports, which the summary adds up.
 * @typedef {'ops' | 'esperados' | 'carrerasPerdidas' | 'rondas' | 'recibos' | 'lecturasAjenasDenegadas'
 *   | 'lecturasAjenasPermitidas'} Cifra
 */

const emuladores = await startEmulators({ quiet: true });
const dir = mkdtempSync(path.join(os.tmpdir(), 'carga-'));
let violaciones = 0;
try {
  const cuentas = await Promise.all(Array.from({ length: USUARIOS }, (_, i) => crearCuenta(i)));
  const epoca = Date.now();
  const fin = epoca + ARRANQUE_MS + SEGUNDOS * 1000;
  /**
   * Each session's process: its role, its account (by index) and, for a role's sides, which one.
   * @type {Array<{ nombre: string, cuenta: number, papel: string, ajeno?: string, lado?: string }>}
   */
  const sesiones = [
    ...cuentas.map((_, i) => ({
      nombre: `u${i}`,
      cuenta: i,
      papel: 'trabajo',
      ajeno: /** @type {Cuenta} */ (cuentas[(i + 1) % USUARIOS]).uid,
    })),
    { nombre: 'u0-carrera-a', cuenta: 0, papel: 'carrera', lado: 'a' },
    { nombre: 'u0-carrera-b', cuenta: 0, papel: 'carrera', lado: 'b' },
    { nombre: 'u0-borra', cuenta: 0, papel: 'borrado', lado: 'borra' },
    ...Array.from({ length: ESCRITORES }, (_, n) => ({
      nombre: `u0-escribe-${n}`,
      cuenta: 0,
      papel: 'borrado',
      lado: `escribe-${n}`,
    })),
  ];
  /** @type {string[]} */
  const fallidas = [];
  await Promise.all(
    sesiones.map((s) =>
      run('vitest', ['run', '--project', 'carga', '--reporter', 'dot', '--silent'], {
        cwd: ROOT,
        env: {
          CARGA_PAPEL: s.papel,
          CARGA_EMAIL: /** @type {Cuenta} */ (cuentas[s.cuenta]).email,
          CARGA_AJENO: s.ajeno ?? '',
          CARGA_LADO: s.lado ?? '',
          CARGA_EPOCA: String(s.papel === 'borrado' ? epoca + ARRANQUE_MS : epoca),
          CARGA_PASO: String(s.papel === 'borrado' ? PASO_BORRADO_MS : PASO_CARRERA_MS),
          CARGA_RONDAS: String(RONDAS_BORRADO),
          CARGA_FIN: String(fin),
          CARGA_SALIDA: path.join(dir, `${s.nombre}.json`),
        },
      }).catch((error) => fallidas.push(`${s.nombre}: ${error.message}`)),
    ),
  );
  if (fallidas.length) throw new Error(`sesiones fallidas:\n  ${fallidas.join('\n  ')}`);
  /** @type {Array<(typeof sesiones)[number] & Salida>} */
  const resultados = sesiones.map((s) => ({
    ...s,
    ...JSON.parse(readFileSync(path.join(dir, `${s.nombre}.json`), 'utf8')),
  }));
  /**
   * @param {Cifra} campo
   * @param {(r: (typeof resultados)[number]) => boolean} [filtro]
   */
  const total = (campo, filtro = () => true) => resultados.filter(filtro).reduce((n, r) => n + r[campo], 0);
  const errores = resultados.flatMap((r) => r.errores.map((e) => `${r.nombre}: ${e}`));
  for (const e of errores) console.error(e);

  for (const [i, cuenta] of cuentas.entries()) {
    const [etiquetas, colores, recibos] = await Promise.all([
      leer(`users/${cuenta.uid}/etiquetas`),
      leer(`users/${cuenta.uid}/colores`),
      leer(`users/${cuenta.uid}/recibos`),
    ]);
    const ids = new Set(colores.map((c) => c.id));
    const huerfanas = etiquetas.filter(
      (e) => e.f.color.stringValue.startsWith('custom-') && !ids.has(e.f.color.stringValue),
    );
    const creadas = resultados.filter((r) => r.cuenta === i).flatMap((r) => r.etiquetas);
    const perdidas = creadas.filter((id) => !etiquetas.some((e) => e.id === id));
    const numeros = recibos.map((r) => Number(r.f.numero.integerValue)).sort((a, b) => a - b);
    const correlativos = numeros.every((n, k) => n === k + 1);
    const emitidos = total('recibos', (r) => r.cuenta === i);
    if (huerfanas.length || perdidas.length || !correlativos || numeros.length !== emitidos) {
      violaciones++;
      for (const h of huerfanas) console.error('  huérfana', h.id, h.f.color.stringValue, h.f.nombre.stringValue);
      console.error(
        `usuario ${i}: ${huerfanas.length} huérfanas, ${perdidas.length} perdidas, números ${numeros.length}/${emitidos} correlativos=${correlativos}`,
      );
    }
  }
  const permitidas = total('lecturasAjenasPermitidas');
  if (permitidas > 0) violaciones++;
  const trabajo = resultados.filter((r) => r.papel === 'trabajo');
  const ops = total('ops', (r) => r.papel === 'trabajo');
  const segundos = Math.max(...trabajo.map((r) => r.segundos));

  console.log(`
Carga: ${USUARIOS} usuarios (un proceso por sesión, módulos de datos de la app) durante ${segundos.toFixed(1)} s
  operaciones:                 ${ops} (${(ops / segundos).toFixed(1)} op/s)
  errores inesperados:         ${errores.length}
  "Color no encontrado" (carrera esperada): ${total('esperados')}
  escrituras rechazadas por perder la carrera: ${total('carrerasPerdidas')}
  rondas de edición simultánea del mismo color: ${total('rondas', (r) => r.papel === 'carrera')} (dos sesiones)
  rondas de borrado de un color mientras ${ESCRITORES} sesiones lo etiquetan: ${total('rondas', (r) => r.nombre === 'u0-borra')}
  lecturas de datos ajenos:    ${total('lecturasAjenasDenegadas')} denegadas, ${permitidas} permitidas
  comprobaciones:              ${violaciones === 0 ? 'ninguna escritura perdida, ninguna etiqueta huérfana, números únicos y correlativos' : `${violaciones} violaciones`}`);
  if (violaciones > 0 || errores.length > 0) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  await emuladores.stop();
}
process.exit(process.exitCode ?? 0);
