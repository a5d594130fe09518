import { describe, expect, it } from 'vitest';
import { conPeriodo, fechaSiguiente, hoyEnEspana, periodoDeLaVez, primeraFechaDesde } from './calendario';
import type { Programacion } from './types';

const mensual: Programacion = { frecuencia: 'mensual', dia: 1, inicio: '2026-12-01', fin: null };

describe("a plan's dates", () => {
  it('are its day of each month from its start, never before it', () => {
    expect(primeraFechaDesde(mensual, '2026-11-27')).toBe('2026-12-01');
    expect(primeraFechaDesde(mensual, '2026-12-01')).toBe('2026-12-01');
    expect(primeraFechaDesde(mensual, '2026-12-02')).toBe('2027-01-01');
    expect(fechaSiguiente(mensual, '2026-12-01')).toBe('2027-01-01');
    expect(fechaSiguiente(mensual, '2027-12-01')).toBe('2028-01-01');
  });

  it('fall on the last day of a shorter month, and come back to the day after it', () => {
    const dia31: Programacion = { frecuencia: 'mensual', dia: 31, inicio: '2027-01-15', fin: null };
    expect(primeraFechaDesde(dia31, '2027-01-15')).toBe('2027-01-31');
    expect(fechaSiguiente(dia31, '2027-01-31')).toBe('2027-02-28');
    expect(fechaSiguiente(dia31, '2027-02-28')).toBe('2027-03-31');
    expect(fechaSiguiente({ ...dia31, inicio: '2028-01-31' }, '2028-01-31')).toBe('2028-02-29');
  });

  it('come every three or twelve months from the start’s month', () => {
    const trimestral: Programacion = { frecuencia: 'trimestral', dia: 10, inicio: '2026-11-20', fin: null };
    // November's 10th is before the start: the first is three months on.
    expect(primeraFechaDesde(trimestral, '2026-11-01')).toBe('2027-02-10');
    expect(fechaSiguiente(trimestral, '2027-02-10')).toBe('2027-05-10');
    const anual: Programacion = { frecuencia: 'anual', dia: 29, inicio: '2028-02-29', fin: null };
    expect(fechaSiguiente(anual, '2028-02-29')).toBe('2029-02-28');
    expect(primeraFechaDesde(anual, '2030-03-01')).toBe('2031-02-28');
  });

  it('stop at the end, which is included', () => {
    const hasta = { ...mensual, fin: '2027-02-01' };
    expect(fechaSiguiente(hasta, '2027-01-01')).toBe('2027-02-01');
    expect(fechaSiguiente(hasta, '2027-02-01')).toBeNull();
    expect(primeraFechaDesde({ ...mensual, fin: '2026-12-31' }, '2027-01-01')).toBeNull();
  });
});

describe("a plan's texts and periods", () => {
  it('write out {mes} and {año} as of the receipt’s date', () => {
    expect(conPeriodo('Alquiler {mes} {año}', '2026-12-01')).toBe('Alquiler diciembre 2026');
    expect(conPeriodo('Cuota de {mes} de {año} ({mes})', '2027-09-05')).toBe(
      'Cuota de septiembre de 2027 (septiembre)',
    );
    expect(conPeriodo('Sin marcas', '2027-09-05')).toBe('Sin marcas');
  });

  it('cover the receipt’s month, or its three or twelve months', () => {
    expect(periodoDeLaVez('mensual', '2027-02-05')).toEqual({ desde: '2027-02-01', hasta: '2027-02-28' });
    expect(periodoDeLaVez('trimestral', '2026-12-05')).toEqual({ desde: '2026-12-01', hasta: '2027-02-28' });
    expect(periodoDeLaVez('anual', '2027-01-31')).toEqual({ desde: '2027-01-01', hasta: '2027-12-31' });
  });

  it('count days in Spain: 23:30 UTC on 31 December is already New Year there', () => {
    expect(hoyEnEspana(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(hoyEnEspana(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
  });
});
