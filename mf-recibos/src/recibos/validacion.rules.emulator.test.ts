// The form and firestore.rules agree on receipts: whatever validarRecibo accepts,
// stored as camposRecibo stores it, the rules accept; what the form refuses for a required text
// with nothing visible, a date that is not a day or a quantity with three decimals, the rules
// refuse. Generated from the characters and values where they could disagree.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { anioDeLaSerie } from 'dominio-recibos';
import fc from 'fast-check';
import { doc, setDoc } from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { textoDificil } from 'tooling/textos';
import { beforeAll, expect, it } from 'vitest';
import { creacion } from './api/recibos.fixture';
import type { ReciboInput } from './types';
import { validarRecibo } from './validacion';

const reglas = usarReglas();
beforeAll(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled((c) =>
    setDoc(doc(c.firestore(), 'users/ana/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' }),
  );
});

// What the rules can refuse too: missing text, bad dates and every money limit.
const VACIO = /obligatorio|Indica quién|Describe la línea|fecha válida|La cantidad|El precio|El total/;

it('receipts: the rules accept what the form accepts and refuse what it calls missing or invalid', async () => {
  const vistos = { aceptados: 0, rechazados: 0 };
  // The last number of each year's series (the receipt's date names its series).
  const ultimos = new Map([['2026', 1]]);
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
        const anio = anioDeLaSerie(input.fecha);
        const numero = (ultimos.get(anio) ?? 0) + 1;
        const batch = creacion(reglas.como('ana'), 'ana', numero, `r${anio}-${numero}`, input);
        if (errores.length === 0) {
          vistos.aceptados++;
          await assertSucceeds(batch.commit());
          ultimos.set(anio, numero);
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
