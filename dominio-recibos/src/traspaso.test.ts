// Every collection the rules give a book (match /users/{uid}/<colección>/…) moves with it when it
// is handed over, or stays with its person on purpose: a new feature's collection is not forgotten.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLECCIONES_DEL_LIBRO, documentoTraspasado } from './traspaso';

const reglas = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const delLibro = new Set([...reglas.matchAll(/match \/users\/\{\w+\}\/(\w+)\//g)].map((m) => m[1] ?? ''));
/** A person's, not the book's: their labels and colours; and the transfer's own mark. */
const DE_LA_PERSONA = ['etiquetas', 'colores', 'traspasoEnCurso'];

describe('handing a book over', () => {
  it('moves, or leaves on purpose, every collection the rules give a book', () => {
    expect(delLibro.size).toBeGreaterThan(10);
    const sabidas = new Set<string>([...COLECCIONES_DEL_LIBRO, ...DE_LA_PERSONA]);
    expect([...delLibro].filter((c) => !sabidas.has(c))).toEqual([]);
  });

  it('leaves the old owner’s labels behind, at the top of a document and one map down, and nothing else', () => {
    const creado = new Date('2026-11-30T10:00:00Z');
    expect(
      documentoTraspasado({
        numero: 7,
        etiquetas: ['a1', 'b2'],
        plantilla: { concepto: 'Cuota', etiquetas: ['a1'] },
        lineas: [{ descripcion: 'Cuota', etiquetas: ['no es una lista de etiquetas del libro'] }],
        createdAt: creado,
      }),
    ).toEqual({
      numero: 7,
      etiquetas: [],
      plantilla: { concepto: 'Cuota', etiquetas: [] },
      lineas: [{ descripcion: 'Cuota', etiquetas: ['no es una lista de etiquetas del libro'] }],
      createdAt: creado,
    });
  });
});
