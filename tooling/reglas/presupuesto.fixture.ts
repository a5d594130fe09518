// How many of the 1,000 expressions the rules may evaluate per document an operation leaves free,
// by padding: the operation is tried with `n` extra expressions evaluated first in the rules of the
// documents it writes; the most it still passes with is what it leaves free. The engine reports
// no count of its own (the emulator's coverage counts differ from its budget), so this is the
// measure that matches it exactly, in steps of one padding term. It works on a project of its
// own (`PROYECTO_PRESUPUESTO`), whose rules it replaces over and over: the coverage check reads
// only the test files' projects, with the rules as written.
import { readFileSync } from 'node:fs';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from '../emulator-env';

export const PROYECTO_PRESUPUESTO = `${PROJECT_ID}-presupuesto`;

const REGLAS = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
/** One padding term: a few expressions the engine cannot skip. */
const TERMINO = 'request.time != null';

/**
 * `n` terms as a tree of functions of ten (the compiler refuses one long chain of && as too
 * complex), called as `relleno()`.
 */
function relleno(n: number): string {
  const grupos = Array.from({ length: Math.ceil(n / 10) }, (_, i) => Math.min(10, n - i * 10));
  const hojas = grupos.map((t, i) => `function rg${i}() { return ${Array(t).fill(TERMINO).join(' && ')}; }`);
  const ramas = Array.from({ length: Math.ceil(grupos.length / 10) }, (_, r) =>
    grupos
      .slice(r * 10, r * 10 + 10)
      .map((_, i) => `rg${r * 10 + i}()`)
      .join(' && '),
  );
  const tronco = ramas.length > 0 ? ramas.map((_, r) => `rr${r}()`).join(' && ') : 'true';
  return [...hojas, ...ramas.map((cuerpo, r) => `function rr${r}() { return ${cuerpo}; }`)]
    .concat(`function relleno() { return ${tronco}; }`)
    .join('\n    ');
}

/** The collections whose writes are padded, by the opening line of their `match` block. */
export const BLOQUES = {
  recibos: 'match /users/{uid}/recibos/{reciboId} {',
  publicos: 'match /recibosPublicos/{token} {',
  contador: 'match /users/{uid}/contadores/{serie} {',
  ediciones: 'match /users/{uid}/ediciones/{reciboId} {',
  planes: 'match /users/{uid}/planes/{planId} {',
  revisiones: 'match /users/{uid}/revisionesDePlan/{planId} {',
  pagadores: 'match /users/{uid}/pagadores/{pagadorId} {',
  cupo: 'match /users/{uid}/contadores/pagadores {',
  verificaciones: 'match /verificaciones/{codigo} {',
} as const;

/**
 * firestore.rules with `n` terms evaluated first in every create, update and delete of the given
 * blocks; `calibrar` adds a collection whose get is the padding alone.
 */
export function reglasConRelleno(n: number, bloques: ReadonlyArray<keyof typeof BLOQUES>, calibrar = false): string {
  let reglas = REGLAS.replace(
    '    function signedIn() {',
    `    ${relleno(n)}\n${calibrar ? '    match /calibracion/{id} { allow get: if relleno(); }\n' : ''}    function signedIn() {`,
  );
  for (const bloque of bloques) {
    const inicio = reglas.indexOf(BLOQUES[bloque]);
    const fin = reglas.indexOf('\n    }\n', inicio);
    const rellenado = reglas
      .slice(inicio, fin)
      .replace(/allow ((?:create|update|delete)(?:, (?:create|update|delete))*): if /g, 'allow $1: if relleno() && ');
    reglas = reglas.slice(0, inicio) + rellenado + reglas.slice(fin);
  }
  return reglas;
}

let cargadas = '';

/**
 * Loads `reglas` (by default firestore.rules as written) into `PROYECTO_PRESUPUESTO`, unless they
 * are the ones loaded last: the emulator compiles each load, which the other test files' work on
 * the same emulator waits for.
 */
export async function cargarReglas(reglas: string = REGLAS): Promise<void> {
  if (reglas === cargadas) return;
  const respuesta = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROYECTO_PRESUPUESTO}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: reglas }] } }),
    },
  );
  if (!respuesta.ok)
    throw new Error(`El emulador no aceptó las reglas (${respuesta.status}): ${await respuesta.text()}`);
  cargadas = reglas;
}

/** The largest n in [desde, hasta] for which `pasa(n)` holds, given it holds for `desde`. */
export async function mayorQuePasa(pasa: (n: number) => Promise<boolean>, desde: number, hasta: number) {
  let [bajo, alto] = [desde, hasta];
  while (bajo < alto) {
    const medio = Math.ceil((bajo + alto) / 2);
    if (await pasa(medio)) bajo = medio;
    else alto = medio - 1;
  }
  return bajo;
}
