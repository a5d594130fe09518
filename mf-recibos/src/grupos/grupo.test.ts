import { describe, expect, it } from 'vitest';
import type { Pagador } from '../pagadores/types';
import type { ReciboInput } from '../recibos/types';
import { conEtiqueta, idDelReciboDelGrupo, motivo, nuevoGrupo, previstos } from './grupo';

const base: ReciboInput = {
  fecha: '2026-12-01',
  emisor: { nombre: 'Asociación Vecinal' },
  pagador: { nombre: '' },
  concepto: 'Cuota de diciembre',
  lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 1500 }],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: [],
  notas: '',
};
const socios: Pagador[] = [
  { id: 'a', nombre: 'Ana Socia', documento: '12345678Z', email: 'ana@ejemplo.es', etiquetas: ['x'.repeat(20)] },
  { id: 'b', nombre: 'Beto Socio', documento: '12345678A' },
  { id: 'c', nombre: 'Carla Socia', telefono: '600 11 22 33' },
];

describe("a group's receipts", () => {
  it('are the same receipt with each payer’s name, tax ID, e-mail and phone', () => {
    const [ana, , carla] = previstos(base, socios);
    expect(ana?.entrada).toEqual({
      ...base,
      pagador: { nombre: 'Ana Socia', documento: '12345678Z', email: 'ana@ejemplo.es' },
    });
    expect(carla?.entrada.pagador).toEqual({ nombre: 'Carla Socia', telefono: '600 11 22 33' });
    expect(ana && motivo(ana)).toBeNull();
  });

  it('say which payer cannot get one, and why, as the form would', () => {
    const beto = previstos(base, socios)[1];
    expect(beto && motivo(beto)).toMatch(/NIF/);
  });

  it('can be everyone whose receipts carry a label', () => {
    expect(conEtiqueta(socios, 'x'.repeat(20)).map((p) => p.id)).toEqual(['a']);
  });

  it('have an id per group and payer, a new group each time', () => {
    const grupo = nuevoGrupo();
    expect(grupo).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(nuevoGrupo()).not.toBe(grupo);
    expect(idDelReciboDelGrupo(grupo, 'a')).toBe(`${grupo}-a`);
  });
});
