// Text outside the Basic Multilingual Plane against firestore.rules and the search query: its own
// file (and emulator project) so that it runs beside the form-and-rules property, each some
// hundreds of commits long.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeAll, expect, it } from 'vitest';
import { TAM_PAGINA } from './api/recibos';
import { creacion } from './api/recibos.fixture';
import { terminoConsulta } from './busqueda';
import type { ReciboInput } from './types';
import { validarRecibo } from './validacion';

const reglas = usarReglas();
beforeAll(() => reglas.env.clearFirestore());

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
      await assertSucceeds(creacion(db, 'yoshiko', n + 1, id, input).commit());
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
