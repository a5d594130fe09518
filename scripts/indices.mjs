#!/usr/bin/env node
// Index coverage. The emulator serves any query; production Firestore refuses one that
// needs a composite index firestore.indexes.json does not declare (FAILED_PRECONDITION). The
// emulator and E2E stages record every structured query and aggregation the app sends (lite
// speaks REST: tooling/reglas/grabar-consultas.ts in Vitest, the `context` fixture in e2e/);
// this derives the index each query shape needs by Firestore's rules and compares:
//   - equality filters only (any number, at most one array-contains), no ordering: single-field
//     indexes, merged by Firestore — nothing to declare;
//   - one ordering or range field and no other filter: its single-field index;
//   - otherwise a composite index: the equality and array-contains fields (any order), then the
//     ordering fields in order and direction (or all reversed); a range field is the first
//     ordering field (ascending when not ordered explicitly). Without a range, Firestore can also
//     merge, per equality field, an index of that field followed by the same ordering.
// Fails naming each query shape and the index to add; warns on declared indexes no query uses.
//   node scripts/indices.mjs [dir]   (default .consultas/, which the test command fills)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/config.mjs';

export const DIR_CONSULTAS = path.join(ROOT, '.consultas');

/**
 * A recorded request: who sent it (vitest or e2e) and its body, a structured query or
 * an aggregation over one, as Firestore's REST API takes them.
 * @typedef {{ origen: string, cuerpo: Cuerpo }} Registro
 * @typedef {{ structuredQuery?: Consulta, structuredAggregationQuery?: { structuredQuery?: Consulta } }} Cuerpo
 * @typedef {{
 *   from: [{ collectionId: string, allDescendants?: boolean }],
 *   where?: Filtro,
 *   orderBy?: Array<{ field: { fieldPath: string }, direction?: string }>,
 * }} Consulta
 * @typedef {{
 *   compositeFilter?: { filters: Filtro[] },
 *   fieldFilter?: { field: { fieldPath: string }, op: string },
 *   unaryFilter?: { field: { fieldPath: string } },
 * }} Filtro
 */
/**
 * A query's shape: what decides the index it needs.
 * @typedef {{
 *   coleccion: string,
 *   igualdades: string[],
 *   contiene: string[],
 *   rango: boolean,
 *   orden: Array<[campo: string, direccion: 'ASCENDING' | 'DESCENDING']>,
 *   agregacion: boolean,
 *   grupo: boolean,
 * }} Forma
 */
/**
 * A field's indexes as firestore.indexes.json overrides them (fieldOverrides).
 * @typedef {{
 *   collectionGroup: string,
 *   fieldPath: string,
 *   indexes: Array<{ order?: string, arrayConfig?: string, queryScope: string }>,
 * }} IndiceDeCampo
 */
/**
 * A composite index, as firestore.indexes.json declares it.
 * @typedef {{
 *   collectionGroup: string,
 *   queryScope: string,
 *   fields: Array<{ fieldPath: string, order?: string, arrayConfig?: string }>,
 * }} Indice
 */

const IGUALDAD = new Set(['EQUAL']);
const CONTIENE = new Set(['ARRAY_CONTAINS']);
const RANGO = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL']);

/**
 * @param {Filtro | undefined} where
 * @returns {Array<{ campo: string, op: string }>}
 */
function filtros(where) {
  if (!where) return [];
  if (where.compositeFilter) return where.compositeFilter.filters.flatMap(filtros);
  if (where.fieldFilter) return [{ campo: where.fieldFilter.field.fieldPath, op: where.fieldFilter.op }];
  if (where.unaryFilter) return [{ campo: where.unaryFilter.field.fieldPath, op: 'EQUAL' }];
  return [];
}

/**
 * The shape of a recorded request: collection, equality, array-contains and ordering fields.
 * @param {Cuerpo} cuerpo
 * @returns {Forma | null}
 */
export function forma(cuerpo) {
  const q = cuerpo.structuredAggregationQuery?.structuredQuery ?? cuerpo.structuredQuery;
  if (!q) return null;
  const fs = filtros(q.where);
  const igualdades = [...new Set(fs.filter((f) => IGUALDAD.has(f.op)).map((f) => f.campo))].sort();
  const contiene = fs.filter((f) => CONTIENE.has(f.op)).map((f) => f.campo);
  const rangos = [...new Set(fs.filter((f) => RANGO.has(f.op)).map((f) => f.campo))];
  /** @type {Forma['orden']} */
  let orden = (q.orderBy ?? [])
    .filter((o) => o.field.fieldPath !== '__name__')
    .map((o) => [o.field.fieldPath, o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING']);
  if (orden.length === 0 && rangos.length > 0) orden = rangos.sort().map((c) => [c, 'ASCENDING']);
  return {
    coleccion: q.from[0].collectionId,
    igualdades,
    contiene,
    rango: rangos.length > 0,
    orden,
    agregacion: Boolean(cuerpo.structuredAggregationQuery),
    // A collection group query (every `coleccion` under any path).
    grupo: q.from[0].allDescendants === true,
  };
}

/**
 * The fields a collection group query filters or orders on that have no single-field index with
 * collection group scope: Firestore makes those only for single collections, so production
 * refuses the query until fieldOverrides declares one (the emulator serves it anyway).
 * @param {Forma} f
 * @param {IndiceDeCampo[]} campos
 */
export function camposDeGrupoSinIndice(f, campos) {
  if (!f.grupo) return [];
  /** @type {Array<[string, boolean]>} */
  const necesarios = [
    ...f.igualdades.map((c) => /** @type {[string, boolean]} */ ([c, false])),
    ...f.contiene.map((c) => /** @type {[string, boolean]} */ ([c, true])),
    ...f.orden.map(([c]) => /** @type {[string, boolean]} */ ([c, false])),
  ];
  return necesarios
    .filter(
      ([c, contiene]) =>
        !campos.some(
          (o) =>
            o.collectionGroup === f.coleccion &&
            o.fieldPath === c &&
            o.indexes.some(
              (i) =>
                i.queryScope === 'COLLECTION_GROUP' && (contiene ? i.arrayConfig === 'CONTAINS' : Boolean(i.order)),
            ),
        ),
    )
    .map(([c]) => c);
}

/** @param {Forma} f */
const clave = (f) =>
  `${f.grupo ? '(grupo) ' : ''}${f.coleccion} | ${[...f.igualdades.map((c) => `${c} ==`), ...f.contiene.map((c) => `${c} contiene`)].join(', ') || '—'} | ${f.orden.map(([c, d]) => `${c} ${d === 'DESCENDING' ? 'desc' : 'asc'}`).join(', ') || '—'}`;

/** @param {Indice['fields'][number]} c */
const campo = (c) => ({ fieldPath: c.fieldPath, modo: c.arrayConfig ?? c.order });
/** @typedef {ReturnType<typeof campo>} CampoDeIndice */

/**
 * @param {CampoDeIndice[]} a
 * @param {Forma['orden']} orden
 */
function mismoOrden(a, orden) {
  if (a.length !== orden.length) return false;
  // Same lengths: `orden[i]` is there for every `i` of `a`.
  const igual = a.every((c, i) => c.fieldPath === orden[i]?.[0] && c.modo === orden[i]?.[1]);
  const inverso = a.every(
    (c, i) => c.fieldPath === orden[i]?.[0] && c.modo === (orden[i]?.[1] === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING'),
  );
  return igual || inverso;
}

/**
 * @param {CampoDeIndice[]} campos
 * @param {string[]} igualdades
 * @param {string[]} contiene
 */
function prefijoEs(campos, igualdades, contiene) {
  const esperado = new Set([...igualdades.map((c) => `${c}:o`), ...contiene.map((c) => `${c}:CONTAINS`)]);
  const visto = new Set(campos.map((c) => `${c.fieldPath}:${c.modo === 'CONTAINS' ? 'CONTAINS' : 'o'}`));
  return campos.length === esperado.size && [...esperado].every((e) => visto.has(e));
}

/**
 * The declared indexes that serve the shape (empty array: none needed), or null if none does.
 * @param {Forma} f
 * @param {Indice[]} declarados
 */
export function indicesQueSirven(f, declarados) {
  const prefijo = f.igualdades.length + f.contiene.length;
  if (prefijo === 0 && f.orden.length <= 1) return [];
  if (f.orden.length === 0 && f.contiene.length <= 1) return [];
  const deLaColeccion = declarados.filter(
    (i) => i.collectionGroup === f.coleccion && i.queryScope !== 'COLLECTION_GROUP',
  );
  const exacto = deLaColeccion.find((i) => {
    const campos = i.fields.map(campo);
    return prefijoEs(campos.slice(0, prefijo), f.igualdades, f.contiene) && mismoOrden(campos.slice(prefijo), f.orden);
  });
  if (exacto) return [exacto];
  if (f.rango || f.orden.length === 0) return null;
  // Index merging: one index per equality field, each followed by the same ordering.
  const partes = [
    ...f.igualdades.map((c) => /** @type {const} */ ([c, false])),
    ...f.contiene.map((c) => /** @type {const} */ ([c, true])),
  ].map(([c, contiene]) =>
    deLaColeccion.find((i) => {
      const campos = i.fields.map(campo);
      const primero = campos[0];
      return (
        primero?.fieldPath === c && (primero.modo === 'CONTAINS') === contiene && mismoOrden(campos.slice(1), f.orden)
      );
    }),
  );
  return partes.every(Boolean) ? partes : null;
}

/**
 * The composite index to declare for a shape, as firestore.indexes.json writes it.
 * @param {Forma} f
 * @returns {Indice}
 */
export function indiceParaDeclarar(f) {
  return {
    collectionGroup: f.coleccion,
    queryScope: 'COLLECTION',
    fields: [
      ...f.igualdades.map((c) => ({ fieldPath: c, order: 'ASCENDING' })),
      ...f.contiene.map((c) => ({ fieldPath: c, arrayConfig: 'CONTAINS' })),
      ...f.orden.map(([c, d]) => ({ fieldPath: c, order: d })),
    ],
  };
}

export function comprobarIndices(dir = DIR_CONSULTAS) {
  /** @type {{ indexes: Indice[], fieldOverrides?: IndiceDeCampo[] }} */
  const indices = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
  /** @type {Indice[]} */
  const declarados = indices.indexes;
  /** @type {IndiceDeCampo[]} */
  const deCampo = indices.fieldOverrides ?? [];
  const archivos = existsSync(dir) ? readdirSync(dir).filter((a) => a.endsWith('.jsonl')) : [];
  /** @type {Registro[]} */
  const registros = archivos.flatMap((a) =>
    readFileSync(path.join(dir, a), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((linea) => JSON.parse(linea)),
  );
  if (registros.length === 0) throw new Error(`No hay consultas grabadas en ${dir}: nada que comprobar.`);
  /** @type {Map<string, { forma: Forma, veces: number, origenes: Set<string> }>} */
  const formas = new Map();
  for (const r of registros) {
    const f = forma(r.cuerpo);
    if (!f) continue;
    const k = clave(f);
    const previa = formas.get(k) ?? { forma: f, veces: 0, origenes: new Set() };
    previa.veces++;
    previa.origenes.add(r.origen);
    formas.set(k, previa);
  }
  const usados = new Set();
  /** @type {Array<[clave: string, indice: Indice]>} */
  const faltan = [];
  let necesitanCompuesto = 0;
  /** @type {string[]} */
  const deGrupo = [];
  for (const [k, { forma: f }] of formas) {
    for (const c of camposDeGrupoSinIndice(f, deCampo))
      deGrupo.push(
        `  ${k}\n    añade a fieldOverrides: ${JSON.stringify({ collectionGroup: f.coleccion, fieldPath: c, indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] })}`,
      );
    const sirven = indicesQueSirven(f, declarados);
    if (sirven === null) faltan.push([k, indiceParaDeclarar(f)]);
    else {
      if (sirven.length > 0) necesitanCompuesto++;
      for (const i of sirven) usados.add(i);
    }
  }
  const sinUso = declarados.filter((i) => !usados.has(i));
  console.log(
    `Consultas grabadas: ${registros.length} (${archivos.length} archivos); formas distintas: ${formas.size}; ` +
      `con índice compuesto: ${necesitanCompuesto + faltan.length}; índices declarados: ${declarados.length}, usados: ${usados.size}.`,
  );
  for (const [k, { veces, origenes }] of [...formas].sort())
    console.log(`  ${k}  ×${veces} (${[...origenes].join(', ')})`);
  for (const i of sinUso) {
    console.warn(
      `  ! índice declarado que ninguna consulta usa: ${i.collectionGroup} (${i.fields.map((c) => c.fieldPath).join(', ')})`,
    );
  }
  if (deGrupo.length > 0)
    throw new Error(
      `Faltan índices de grupo de colecciones en firestore.indexes.json (Firestore en producción rechazaría estas consultas; con las demás entradas del campo, que reemplazan las automáticas):\n${deGrupo.join('\n')}`,
    );
  if (faltan.length > 0) {
    throw new Error(
      `Faltan índices en firestore.indexes.json (Firestore en producción rechazaría estas consultas):\n${faltan
        .map(([k, indice]) => `  ${k}\n    añade: ${JSON.stringify(indice)}`)
        .join('\n')}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    comprobarIndices(process.argv[2] ? path.resolve(process.argv[2]) : DIR_CONSULTAS);
  } catch (error) {
    console.error(`✗ ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
