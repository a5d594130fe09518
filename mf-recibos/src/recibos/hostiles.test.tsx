import { render } from '@testing-library/react';
import fc from 'fast-check';
import { largoVisible } from 'shared-firebase/texto';
import { describe, expect, it } from 'vitest';
import { camposDeTexto } from './campos-de-texto.fixture';
import { ReciboDocumento } from './components/ReciboDocumento';
import type { Linea, ReciboInput, ReciboPublico } from './types';
import { LIMITES, validarRecibo } from './validacion';

const HOSTILES = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '\u202Erecibo invertido',
  'emoji 🧾💶👩‍👩‍👧',
  'cero\u200Bancho\u200D',
  '=HYPERLINK("http://x")',
];

const base: ReciboInput = {
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'Marzo',
  lineas: [{ descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 }],
  moneda: 'EUR',
  metodoPago: 'bizum',
  etiquetas: [],
  notas: '',
};

function publico(texto: string): ReciboPublico {
  return {
    numero: 'R-2026-0001',
    fecha: '2026-03-05',
    emisor: { nombre: texto, documento: texto },
    pagador: { nombre: texto, documento: texto },
    concepto: texto,
    lineas: [{ descripcion: texto, cantidad: 1, precioUnitario: 2500 }],
    total: 2500,
    moneda: 'EUR',
    metodoPago: 'bizum',
    estado: 'emitido',
  };
}

describe('hostile text in receipts', () => {
  it.each(HOSTILES)('%j in every text field renders as inert text (also on the public page)', (texto) => {
    const { container } = render(<ReciboDocumento recibo={publico(texto)} />);
    expect(container.querySelector('img, script, svg')).toBeNull();
    // emisor, its document, payer, its document, concept and the line each show it verbatim.
    const apariciones = container.textContent?.split(texto).length ?? 0;
    expect(apariciones - 1).toBeGreaterThanOrEqual(6);
  });

  it.each(camposDeTexto('x'.repeat(10_000), base.lineas[0] as Linea))(
    '10 000 characters in %s are refused by the form',
    (campo, cambio) => {
      expect(validarRecibo({ ...base, ...cambio } as ReciboInput)[campo]).toBeTruthy();
    },
  );

  it('any concept of 1–200 characters once trimmed is accepted; longer ones are refused', () => {
    const ramas = { aceptado: 0, rechazado: 0 };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400, unit: 'grapheme', size: 'max' }), (concepto) => {
        const n = largoVisible(concepto.trim());
        fc.pre(n > 0);
        const error = validarRecibo({ ...base, concepto }).concepto;
        if (n <= LIMITES.concepto) {
          ramas.aceptado++;
          expect(error).toBeUndefined();
        } else {
          ramas.rechazado++;
          expect(error).toBe(`Máximo ${LIMITES.concepto} caracteres.`);
        }
      }),
      { numRuns: 300 },
    );
    // Both branches ran, the 200-character one included.
    expect(ramas.aceptado).toBeGreaterThan(20);
    expect(ramas.rechazado).toBeGreaterThan(20);
  });
});
