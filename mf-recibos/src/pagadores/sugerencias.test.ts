import { describe, expect, it } from 'vitest';
import { sugerenciasDe } from './sugerencias';

describe('the payers the receipt form suggests', () => {
  it('are the list first, with its defaults, then earlier receipts’ payers not in it', () => {
    expect(
      sugerenciasDe(
        [{ id: 'p1', nombre: 'Carla Gómez', email: 'carla@ejemplo.es', concepto: 'Alquiler', moneda: 'EUR' }],
        [{ nombre: 'carla gomez', documento: '1' }, { nombre: 'Beto' }],
      ),
    ).toEqual([
      { nombre: 'Carla Gómez', email: 'carla@ejemplo.es', predeterminados: { concepto: 'Alquiler', moneda: 'EUR' } },
      { nombre: 'Beto' },
    ]);
  });
});
