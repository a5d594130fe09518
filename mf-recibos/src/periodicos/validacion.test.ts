import { describe, expect, it } from 'vitest';
import { entradaDeLaVez } from './plantilla';
import type { PlanInput } from './types';
import { validarPlan } from './validacion';

const plan: PlanInput = {
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2026-12-01',
  fin: null,
  plantilla: {
    emisor: { nombre: 'Lucía Arrendadora', firma: 'M0 0L10 10' },
    pagador: { nombre: 'Carla Inquilina' },
    concepto: 'Alquiler {mes} {año}',
    lineas: [{ descripcion: 'Renta de {mes}', cantidad: 1, precioUnitario: 85000 }],
    moneda: 'EUR',
    metodoPago: 'transferencia',
    etiquetas: [],
    notas: '',
    alquiler: { inmueble: 'Calle Mayor 1, Madrid' },
    recibi: true,
  },
};

describe('a plan', () => {
  it('is valid as the landlord writes it', () => {
    expect(validarPlan(plan)).toEqual({});
  });

  it('is checked as its longest receipt would read: «{mes}» as «septiembre»', () => {
    // 194 characters plus «{mes}» (5) fits 200; written out as «septiembre» (10) it does not.
    const concepto = `${'a'.repeat(194)}{mes}`;
    expect(validarPlan({ ...plan, plantilla: { ...plan.plantilla, concepto } }).concepto).toMatch(/200/);
    expect(validarPlan({ ...plan, plantilla: { ...plan.plantilla, concepto: `${'a'.repeat(189)}{mes}` } })).toEqual({});
  });

  it('refuses bad dates and a span with no date to issue on', () => {
    expect(validarPlan({ ...plan, dia: 0 }).dia).toBe('Indica un día del mes del 1 al 31.');
    expect(validarPlan({ ...plan, dia: 1.5 }).dia).toBeDefined();
    expect(validarPlan({ ...plan, inicio: '2026-02-30' }).inicio).toBe('Indica desde qué fecha se emite.');
    expect(validarPlan({ ...plan, fin: '2026-11-30' }).fin).toBe('El final no puede ser anterior al inicio.');
    expect(validarPlan({ ...plan, dia: 15, fin: '2026-12-10' }).fin).toBe(
      'Entre el inicio y el final no cae ninguna fecha de emisión.',
    );
    expect(validarPlan({ ...plan, fin: '2027-01-31' }, '2027-02-01').fin).toBe(
      'Después de hoy no cae ninguna fecha de emisión: cambia el final.',
    );
    expect(validarPlan({ ...plan, fin: '2027-01-31' }, '2027-01-01')).toEqual({});
  });

  it('refuses a template the form would refuse', () => {
    const sinPagador = { ...plan, plantilla: { ...plan.plantilla, pagador: { nombre: ' ' } } };
    expect(validarPlan(sinPagador)['pagador.nombre']).toBe('El nombre del pagador es obligatorio.');
  });

  it('sent by e-mail as issued, needs the payer’s e-mail', () => {
    expect(validarPlan({ ...plan, enviarPorCorreo: true })['pagador.email']).toBe(
      'Para enviar cada recibo por correo, escribe el correo del pagador.',
    );
    const conCorreo = { ...plan.plantilla, pagador: { nombre: 'Carla', email: 'carla@ejemplo.es' } };
    expect(validarPlan({ ...plan, enviarPorCorreo: true, plantilla: conCorreo })).toEqual({});
  });
});

describe("a plan's receipt for a date", () => {
  it('has the date’s month in its texts and period, and today’s signature, not the template’s', () => {
    const entrada = entradaDeLaVez(plan.plantilla, 'mensual', '2027-02-01', 'M1 1L2 2');
    expect(entrada).toMatchObject({
      fecha: '2027-02-01',
      concepto: 'Alquiler febrero 2027',
      lineas: [{ descripcion: 'Renta de febrero', cantidad: 1, precioUnitario: 85000 }],
      alquiler: { inmueble: 'Calle Mayor 1, Madrid', desde: '2027-02-01', hasta: '2027-02-28' },
      emisor: { nombre: 'Lucía Arrendadora', firma: 'M1 1L2 2' },
      recibi: true,
    });
    expect(entradaDeLaVez(plan.plantilla, 'mensual', '2027-02-01', null).emisor).toEqual({
      nombre: 'Lucía Arrendadora',
    });
  });
});
