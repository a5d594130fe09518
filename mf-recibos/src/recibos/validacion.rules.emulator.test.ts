// The form and firestore.rules agree on receipts: whatever validarRecibo accepts,
// stored as camposRecibo stores it, the rules accept; what the form refuses for a required text
// with nothing visible, a date that is not a day or a quantity with three decimals, the rules
// refuse. Generated from the characters and values where they could disagree.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { textoDificil } from 'tooling/textos';
import { beforeAll, expect, it } from 'vitest';
import { camposRecibo, TAM_PAGINA } from './api/recibos';
import { terminoConsulta } from './busqueda';
import type { ReciboInput } from './types';
import { validarRecibo } from './validacion';

const reglas = usarReglas();
beforeAll(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled((c) =>
    setDoc(doc(c.firestore(), 'users/ana/contadores/recibos'), { recibos: 1, ultimo: 'r1' }),
  );
});

/** Receipt `numero` of `uid` created as crearRecibo commits it: the counter moved, the fields stored. */
function creacion(uid: string, numero: number, id: string, input: ReciboInput) {
  const db = reglas.como(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/recibos`), { recibos: numero, ultimo: id });
  batch.set(doc(db, `users/${uid}/recibos/${id}`), {
    ...camposRecibo(input),
    numero,
    estado: 'emitido',
    compartido: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return batch;
}

// What the rules can refuse too: missing text, bad dates and every money limit.
const VACIO = /obligatorio|Indica quién|Describe la línea|fecha válida|La cantidad|El precio|El total/;

it('receipts: the rules accept what the form accepts and refuse what it calls missing or invalid', async () => {
  const vistos = { aceptados: 0, rechazados: 0 };
  let n = 1;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        emisor: textoDificil(12),
        pagador: textoDificil(12),
        documento: textoDificil(6),
        concepto: textoDificil(20),
        descripcion: textoDificil(20),
        notas: textoDificil(20),
        // Mostly real days: with every field able to fail, a valid receipt is the rarer case.
        fecha: fc.oneof(
          { arbitrary: fc.constantFrom('2026-03-05', '2024-02-29', '2026-12-31'), weight: 4 },
          { arbitrary: fc.constantFrom('2027-02-29', '2026-02-30', '2026-04-31'), weight: 1 },
        ),
        // Ordinary amounts most of the time; the limits and their neighbours often enough.
        cantidad: fc.oneof(
          { arbitrary: fc.constantFrom(1, 0.29, 1.15, 2.5), weight: 3 },
          { arbitrary: fc.constantFrom(0.001, 0.01, 1_000_000, 1_000_000.01), weight: 2 },
        ),
        precio: fc.oneof(
          { arbitrary: fc.constantFrom(1, 49, 123456), weight: 3 },
          { arbitrary: fc.constantFrom(0, 10_000_000_000, 10_000_000_001), weight: 2 },
        ),
        lineas: fc.integer({ min: 1, max: 6 }),
      }),
      async (g) => {
        const input: ReciboInput = {
          fecha: g.fecha,
          emisor: { nombre: g.emisor },
          pagador: { nombre: g.pagador, documento: g.documento },
          concepto: g.concepto,
          lineas: Array.from({ length: g.lineas }, () => ({
            descripcion: g.descripcion,
            cantidad: g.cantidad,
            precioUnitario: g.precio,
          })),
          moneda: 'EUR',
          metodoPago: 'otro',
          etiquetas: [],
          notas: g.notas,
        };
        const errores = Object.values(validarRecibo(input));
        const batch = creacion('ana', n + 1, `r${n + 1}`, input);
        if (errores.length === 0) {
          vistos.aceptados++;
          await assertSucceeds(batch.commit());
          n++;
        } else if (errores.some((e) => VACIO.test(e ?? ''))) {
          vistos.rechazados++;
          await assertFails(batch.commit());
        }
      },
    ),
    // ~11 % of the cases are valid receipts: 300 runs make "fewer than 6" a one-in-millions event
    // (at 150 runs and 7 % it failed about once in 25 runs).
    { numRuns: 300 },
  );
  // Both branches ran: the property proved something each way.
  expect(vistos.aceptados).toBeGreaterThan(5);
  expect(vistos.rechazados).toBeGreaterThan(20);
  // Hundreds of commits: beside the other files on a cold emulator it may take a minute.
}, 120_000);

// Text outside the Basic Multilingual Plane (astral characters: 田𠮷, 𝐀, 𐐷, most emoji) and
// combining sequences: a prefix once cut by UTF-16 units stored half a surrogate pair, which the
// rules refused. Whatever the form accepts is stored, and typing the payer's or the concept's
// longest word finds the receipt again (the query listarRecibos sends).
it('payer and concept in full Unicode: the rules accept what the form accepts, and search finds it', async () => {
  const texto = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.constantFrom('Yoshiko 田𠮷', '𝐌𝐚𝐭𝐞𝐦á𝐭𝐢𝐜𝐚𝐬', '𐐷𐐸𐐹 Deseret', '🧾👩‍👩‍👧 café', 'e\u0301\u0301 Ñandú'),
  );
  // Another user, so the numbers start at 1 whatever the test above left.
  let n = 0;
  const vistos = { guardados: 0, buscados: 0 };
  await fc.assert(
    fc.asyncProperty(texto, texto, async (pagador, concepto) => {
      const input: ReciboInput = {
        fecha: '2026-03-05',
        emisor: { nombre: 'Ana' },
        pagador: { nombre: pagador },
        concepto,
        lineas: [{ descripcion: concepto, cantidad: 1, precioUnitario: 100 }],
        moneda: 'EUR',
        metodoPago: 'otro',
        etiquetas: [],
        notas: '',
      };
      if (Object.keys(validarRecibo(input)).length > 0) return;
      const db = reglas.como('yoshiko');
      const id = `u${n + 1}`;
      await assertSucceeds(creacion('yoshiko', n + 1, id, input).commit());
      n++;
      vistos.guardados++;
      for (const buscado of [pagador, concepto]) {
        const termino = terminoConsulta(buscado);
        if (!termino) continue;
        const encontrados = await getDocs(
          query(
            collection(db, 'users/yoshiko/recibos'),
            where('busqueda', 'array-contains', termino),
            orderBy('numero', 'desc'),
            limit(TAM_PAGINA),
          ),
        );
        expect(encontrados.docs.map((d) => d.id)).toContain(id);
        vistos.buscados++;
      }
    }),
    { numRuns: 150 },
  );
  expect(vistos.guardados).toBeGreaterThan(50);
  expect(vistos.buscados).toBeGreaterThan(50);
}, 120_000);
