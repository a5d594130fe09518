#!/usr/bin/env node
// After the emulator stage: every expression of firestore.rules must have been evaluated at least
// once by the rules and integration tests, or some rule is untested. Read from the emulator's
// coverage reports, merged over every test file's project (each file has its own project, and the
// rules are loaded into each once for the stage: scripts/lib/proyectos-de-prueba.mjs,
// tooling/reglas/cargar-reglas.ts), per line: a line that holds an expression must have at least
// one evaluated expression starting on it, in some project.
// Not expressions of their own: comments, `match`/`function`/`service` headers, closing brackets,
// list elements that are plain string literals, and `if false` (a constant the emulator does not
// record; the tests still try those writes and expect a denial).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRESTORE_URL } from '../tooling/topologia.mjs';
import { ROOT } from './lib/config.mjs';
import { proyectosDePrueba } from './lib/proyectos-de-prueba.mjs';

const NO_EXPRESION = [
  /^$/,
  /^\/\//,
  /^(match|function|service|rules_version)\b/,
  /^[\]})]+[;,)\]]*$/,
  /^('[^']*',?\s*)+[\])]*[;,)]*$/,
  /^allow [a-z, ]+: if false;$/,
];

/**
 * A node of the emulator's rules coverage report: an expression, the values it took and the
 * expressions within it.
 * @typedef {{ sourcePosition: { line: number }, values?: unknown[], children?: NodoDeCobertura[] }} NodoDeCobertura
 */

/**
 * Read first: two reports that evaluate the few lines no light report does (a link revoked by its
 * owner, a receipt's first way out), 3–5 s each.
 */
export const PRIMERO = ['recibos-enlaces-rules', 'recibos-api-recibos'];
/**
 * Read last, only while some line is still uncovered: the reports of the tests that repeat writes
 * hundreds of times (every field's validation, the production budget check, search), 2–10 s each.
 * The other 26 take about 10 s together (measured on this machine kind).
 */
export const ULTIMO = [
  'grupos-grupos-rules',
  'pagadores-api-pagadores',
  'recibos-api-enlaces',
  'recibos-recibos-rules',
  'recibos-busqueda-rules',
  'scripts-comprobar-reglas',
  'recibos-validacion-rules',
];

/**
 * The reading order: PRIMERO, the rest as listed, ULTIMO. Any order gives the same result.
 * @param {string[]} proyectos
 */
export function enOrdenDeLectura(proyectos) {
  const lugar = (/** @type {string} */ p) => {
    const primero = PRIMERO.findIndex((sufijo) => p.endsWith(sufijo));
    if (primero >= 0) return primero - PRIMERO.length;
    return ULTIMO.findIndex((sufijo) => p.endsWith(sufijo)) + 1;
  };
  return [...proyectos].sort((a, b) => lugar(a) - lugar(b));
}

export async function comprobarCoberturaReglas() {
  /** @type {Set<number>} */
  const evaluadas = new Set();
  /** @param {NodoDeCobertura} nodo */
  const recorrer = (nodo) => {
    if (nodo.values?.length) evaluadas.add(nodo.sourcePosition.line);
    for (const hijo of nodo.children ?? []) recorrer(hijo);
  };
  const lineas = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8').split('\n');
  const conExpresion = lineas
    .map((texto, i) => ({ numero: i + 1, texto: texto.trim() }))
    .filter(({ texto }) => !NO_EXPRESION.some((patron) => patron.test(texto)));
  const faltan = () => conExpresion.some(({ numero }) => !evaluadas.has(numero));

  // The emulator takes most of the time writing each report (up to 200 MB): three at a time keep
  // both cores busy, and no more than three reports are held at once. Reading stops once every
  // line is covered, so the result is the same as reading them all, in about half the time.
  const proyectos = enOrdenDeLectura(proyectosDePrueba(ROOT));
  const pendientes = [...proyectos];
  let leidos = 0;
  const leerSiguientes = async () => {
    for (let proyecto = pendientes.shift(); proyecto && faltan(); proyecto = pendientes.shift()) {
      const respuesta = await fetch(`${FIRESTORE_URL}/emulator/v1/projects/${proyecto}:ruleCoverage`);
      if (!respuesta.ok)
        throw new Error(`El emulador no dio la cobertura de reglas de ${proyecto} (${respuesta.status}).`);
      const { report = [] } = await respuesta.json();
      for (const nodo of report) recorrer(nodo);
      leidos++;
    }
  };
  await Promise.all([leerSiguientes(), leerSiguientes(), leerSiguientes()]);

  const sinEvaluar = conExpresion.filter(({ numero }) => !evaluadas.has(numero));
  console.log(
    `Cobertura de firestore.rules: ${conExpresion.length - sinEvaluar.length} de ${conExpresion.length} líneas con expresiones evaluadas (${leidos} de ${proyectos.length} informes leídos).`,
  );
  if (sinEvaluar.length > 0) {
    throw new Error(
      `Expresiones de firestore.rules que ninguna prueba evalúa:\n${sinEvaluar
        .map(({ numero, texto }) => `  firestore.rules:${numero}  ${texto}`)
        .join('\n')}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  comprobarCoberturaReglas().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
