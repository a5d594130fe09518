import { describe, expect, it } from 'vitest';
import { conFallo, enMarcha, fechaQueNoToca, trasEmitir, ultimoMesCubierto } from './ciclo';
import type { Programacion } from './types';

const plan: Programacion = { frecuencia: 'mensual', dia: 5, inicio: '2026-10-05', fin: '2027-03-31' };

describe('how a plan moves', () => {
  it('starts (or resumes) from today: the dates before are not issued', () => {
    expect(enMarcha(plan, null, '2026-11-27')).toEqual({ estado: 'activo', siguiente: '2026-12-05', fallo: null });
    expect(enMarcha(plan, null, '2026-12-05')).toEqual({ estado: 'activo', siguiente: '2026-12-05', fallo: null });
  });

  it('never issues twice in a period it has issued, even with its day moved', () => {
    // December issued on the 5th; the day becomes the 20th on 10 December: January is next.
    expect(enMarcha({ ...plan, dia: 20 }, '2026-12', '2026-12-10').siguiente).toBe('2027-01-20');
    expect(enMarcha({ ...plan, dia: 20 }, '2026-11', '2026-12-10').siguiente).toBe('2026-12-20');
  });

  // Switching a rent plan from quarterly to monthly issued February's receipt inside the
  // January-March period already receipted.
  it('after a change of frequency, starts where the last receipt’s period ended', () => {
    const trimestral: Programacion = { frecuencia: 'trimestral', dia: 1, inicio: '2027-01-01', fin: null };
    const mensual: Programacion = { ...trimestral, frecuencia: 'mensual' };
    // January's quarterly receipt covers to March: monthly goes on in April, not February.
    expect(ultimoMesCubierto('2027-01', 'trimestral')).toBe('2027-03');
    expect(enMarcha(mensual, ultimoMesCubierto('2027-01', 'trimestral'), '2027-01-15').siguiente).toBe('2027-04-01');
    // The other way: December's monthly receipt covers December; the quarters start in January.
    expect(enMarcha(trimestral, ultimoMesCubierto('2026-12', 'mensual'), '2026-12-10').siguiente).toBe('2027-01-01');
    expect(ultimoMesCubierto('2026-03', 'anual')).toBe('2027-02');
    expect(ultimoMesCubierto(null, 'anual')).toBeNull();
  });

  it('ends past its end', () => {
    expect(enMarcha(plan, null, '2027-04-01')).toEqual({ estado: 'terminado', siguiente: null, fallo: null });
    expect(trasEmitir(plan, '2027-03-05', 6)).toEqual({
      siguiente: null,
      ultimoPeriodo: '2027-03',
      emitidos: 6,
      estado: 'terminado',
    });
    expect(trasEmitir(plan, '2027-02-05', 5)).toEqual({
      siguiente: '2027-03-05',
      ultimoPeriodo: '2027-02',
      emitidos: 5,
    });
  });

  it('pauses with its reason when a receipt cannot be issued', () => {
    expect(conFallo('Sin concepto')).toEqual({ estado: 'pausado', siguiente: null, fallo: 'Sin concepto' });
  });

  it('keeps an active plan’s date not issued yet when it is changed', () => {
    // Saved on the 5th after the morning's run: the 5th is still to issue.
    expect(enMarcha(plan, '2026-11', '2026-12-06', '2026-12-05').siguiente).toBe('2026-12-05');
    // …but never a month issued already.
    expect(enMarcha(plan, '2026-12', '2026-12-06', '2026-12-05').siguiente).toBe('2027-01-05');
  });

  it('lets the scheduler issue only its own dates, within three months', () => {
    expect(fechaQueNoToca(plan, '2026-12-05', '2027-01-10')).toBeNull();
    expect(fechaQueNoToca(plan, '2026-12-06', '2027-01-10')).toMatch(/no es una de las fechas del plan/);
    expect(fechaQueNoToca(plan, '2026-12-05', '2027-03-06')).toBeNull();
    expect(fechaQueNoToca(plan, '2026-12-05', '2027-03-08')).toMatch(/más de tres meses/);
  });
});
