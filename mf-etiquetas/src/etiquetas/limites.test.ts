// The label form keeps as many characters as firestore.rules take (UNIDADES_POR_CARACTER UTF-16
// units per character the form counts, shared-firebase/src/texto.ts).
import { readFileSync } from 'node:fs';
import { UNIDADES_POR_CARACTER } from 'shared-firebase/texto';
import { expect, it } from 'vitest';
import { DESCRIPCION_MAX, NOMBRE_MAX } from './validacion';

const reglas = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

it.each([
  ['nombre', `textoVisible(data.nombre, ${NOMBRE_MAX * UNIDADES_POR_CARACTER})`],
  ['descripcion', `textoVisible(data.descripcion, ${DESCRIPCION_MAX * UNIDADES_POR_CARACTER})`],
])('%s: %s', (_campo, regla) => {
  expect(reglas).toContain(regla);
});
